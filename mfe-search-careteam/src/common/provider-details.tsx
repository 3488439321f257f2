import { useTranslation } from '@member/i18n';
import { Banner, Button, FallbackState, LoadingState } from '@member/ui';
import { isNotFoundForMember } from '@member/shared-contracts/http';
import { ExternalLink, MemberPage, NotFoundScreen, usePageTitle, useRemoteProps } from '@member/remote-runtime';
import { formatDistance } from '@member/shared-contracts/i18n';
import { CARE_TEAM_SAVED_MAX } from '@member/shared-contracts/search';
import { isCareTeamFullRefusal, useCareTeamChange, useCompliantVersion, useProvider, useShowTopBadge } from './provider.resource';
import { useSpecialtyNames } from './provider-card';
import styles from './provider.module.css';

const telHref = (phone: string) => `tel:+1${phone}`;
const displayPhone = (phone: string) => `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;

/**
 * A provider's page (features §2), shown inside the search, under my providers and under a recommendation:
 * specialties, address, phone, languages, networks, new patients, virtual visits and booking; call,
 * directions (the provider's address only, never what the member searched) and add to / remove from the
 * care team (with CARE_TEAM). Titled with the provider's name (WCAG 2.4.2). Inside the search (`?provider=`)
 * the path does not change, so no route change focuses the heading: `focusHeadingOnMount` does (2.4.3).
 */
export function ProviderDetails({ providerId, focusHeadingOnMount = false }: { providerId: string; focusHeadingOnMount?: boolean }) {
  const { t } = useTranslation('mfe_search_careteam');
  const { features } = useRemoteProps();
  const provider = useProvider(providerId);
  const change = useCareTeamChange();
  const specialties = useSpecialtyNames();
  const compliant = useCompliantVersion();
  const showBadge = useShowTopBadge();
  const name = provider.data ? (provider.data.credentials ? `${provider.data.name}, ${provider.data.credentials}` : provider.data.name) : null;
  usePageTitle(name);

  if (provider.isPending) return <MemberPage heading={t('provider.loadingHeading')} focusHeadingOnMount={focusHeadingOnMount}><LoadingState label={t('common.loading')} /></MemberPage>;
  if (provider.isError) {
    if (isNotFoundForMember(provider.error)) return <NotFoundScreen />;
    return <MemberPage heading={t('provider.loadingHeading')} focusHeadingOnMount={focusHeadingOnMount}><FallbackState heading={t('provider.error')} retryLabel={t('common.tryAgain')} onRetry={() => void provider.refetch()} /></MemberPage>;
  }
  const data = provider.data;
  const { address } = data;
  const oneLine = `${address.line1}, ${address.city}, ${address.state} ${address.zipCode}`;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(oneLine)}`;
  const canKeep = features.has('CARE_TEAM');
  return (
    <MemberPage heading={name ?? data.name} focusHeadingOnMount={focusHeadingOnMount}>
      <p className={styles.specialties}>{specialties(data.specialties)}</p>
      {showBadge && data.isTopProvider && <p className={styles.badge}>{t('provider.topProvider')}</p>}
      {compliant && <p className={styles.meta}>{t('compliant.disclaimer')}</p>}
      <div className={styles.actions}>
        <a href={telHref(data.phone)}>{t('provider.call', { phone: displayPhone(data.phone) })}</a>
        <ExternalLink href={directions} appearance="standalone">{t('provider.directions')}</ExternalLink>
        {canKeep && !data.isPrimaryCare && (
          <Button variant={data.inCareTeam ? 'secondary' : 'primary'} isDisabled={change.isPending} onPress={() => change.mutate({ providerId: data.id, add: !data.inCareTeam })}>
            {data.inCareTeam ? t('provider.removeFromCareTeam') : t('provider.addToCareTeam')}
          </Button>
        )}
      </div>
      {change.isError && <Banner tone="error" heading={isCareTeamFullRefusal(change.error) ? t('provider.careTeamFull', { max: CARE_TEAM_SAVED_MAX }) : t('provider.changeError')} />}
      <p role="status">{change.isSuccess ? (data.inCareTeam ? t('provider.added') : t('provider.removed')) : ''}</p>
      <dl className={styles.facts}>
        <dt>{t('provider.address')}</dt>
        <dd>{oneLine}{data.distanceMiles !== null ? ` (${formatDistance(data.distanceMiles)})` : ''}</dd>
        <dt>{t('provider.phone')}</dt>
        <dd>{displayPhone(data.phone)}</dd>
        <dt>{t('provider.network')}</dt>
        <dd>{data.inNetwork ? t('provider.inNetwork') : t('provider.outOfNetwork')}</dd>
        <dt>{t('provider.newPatients')}</dt>
        <dd>{data.acceptingNewPatients ? t('provider.accepting') : t('provider.notAccepting')}</dd>
        <dt>{t('provider.visits')}</dt>
        <dd>{data.virtualVisits ? t('provider.inPersonAndVirtual') : t('provider.inPerson')}</dd>
        <dt>{t('provider.booking')}</dt>
        <dd>{data.onlineBooking ? t('provider.onlineBooking') : t('provider.byPhone')}</dd>
        <dt>{t('provider.languages')}</dt>
        <dd>{data.languages.map((language) => t(`language.${language}`, { defaultValue: language })).join(', ')}</dd>
        <dt>{t('provider.npi')}</dt>
        <dd>{data.npi}</dd>
      </dl>
    </MemberPage>
  );
}
