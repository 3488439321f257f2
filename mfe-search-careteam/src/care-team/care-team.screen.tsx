import { useEffect } from 'react';
import { useTranslation } from '@member/i18n';
import { Button, FallbackState, LinkButton, LoadingState, TextLink } from '@member/ui';
import { MemberPage, useRemoteProps } from '@member/remote-runtime';
import { ProviderCard } from '../common/provider-card';
import { useCareTeam, useCareTeamChange, useShowTopBadge } from '../common/provider.resource';
import styles from '../common/provider.module.css';

/** Features §2 analytics page name. */
export const CARE_TEAM_PAGE_NAME = 'care team page';

/**
 * `/care-team` (CARE_TEAM tab root, careTeamUX; issue 13 §5): the primary care provider (existingPCPs)
 * and the providers the member saved, each removable, with a way to find more and to message the
 * concierge about them. `editable` false is the same list read-only.
 */
export function CareTeamScreen() {
  const { t } = useTranslation('mfe_search_careteam');
  const { analytics } = useRemoteProps();
  useEffect(() => {
    analytics.page(CARE_TEAM_PAGE_NAME);
  }, [analytics]);
  return (
    <MemberPage heading={t('careTeam.heading')} hideBackButton>
      <SavedProviders hrefOf={(id) => `/search?provider=${encodeURIComponent(id)}`} />
    </MemberPage>
  );
}

/** The care team's lists; shared by /care-team and /providers. */
export function SavedProviders({ hrefOf }: { hrefOf: (providerId: string) => string }) {
  const { t } = useTranslation('mfe_search_careteam');
  const { features } = useRemoteProps();
  const team = useCareTeam();
  const change = useCareTeamChange();
  const showBadge = useShowTopBadge();
  if (team.isPending) return <LoadingState label={t('common.loading')} />;
  if (team.isError) return <FallbackState heading={t('careTeam.error')} retryLabel={t('common.tryAgain')} onRetry={() => void team.refetch()} />;
  const { primaryCare, saved } = team.data;
  return (
    <>
      <section aria-labelledby="care-team-pcp">
        <h2 id="care-team-pcp">{t('careTeam.primaryCare')}</h2>
        {primaryCare ? (
          <ul className={styles.list} aria-label={t('careTeam.primaryCare')}>
            <ProviderCard provider={primaryCare} href={hrefOf(primaryCare.id)} showTopBadge={showBadge} />
          </ul>
        ) : (
          <p>{t('careTeam.noPrimaryCare')}</p>
        )}
      </section>
      <section aria-labelledby="care-team-saved">
        <h2 id="care-team-saved">{t('careTeam.saved')}</h2>
        {saved.length === 0 ? (
          <p>{t('careTeam.noneSaved')}</p>
        ) : (
          <ul className={styles.list} aria-label={t('careTeam.saved')}>
            {saved.map((provider) => (
              <ProviderCard key={provider.id} provider={provider} href={hrefOf(provider.id)} showTopBadge={showBadge}>
                <div className={styles.actions}>
                  <Button variant="secondary" isDisabled={change.isPending} onPress={() => change.mutate({ providerId: provider.id, add: false })}>
                    {t('careTeam.remove', { name: provider.name })}
                  </Button>
                </div>
              </ProviderCard>
            ))}
          </ul>
        )}
        <p role="status">{change.isSuccess ? t('provider.removed') : ''}</p>
        {change.isError && <p role="alert">{t('provider.changeError')}</p>}
      </section>
      <div className={styles.actions}>
        {features.has('SEARCH') && <LinkButton href="/search">{t('careTeam.findCare')}</LinkButton>}
        {features.has('CONCIERGE') && <TextLink href="/messages/new" appearance="standalone">{t('careTeam.askConcierge')}</TextLink>}
      </div>
    </>
  );
}
