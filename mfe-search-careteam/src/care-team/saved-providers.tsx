import { useTranslation } from '@member/i18n';
import { Button, FallbackState, LinkButton, LoadingState, TextLink } from '@member/ui';
import { useRemoteProps } from '@member/remote-runtime';
import { ProviderCard } from '../common/provider-card';
import { useCareTeamChange, useShowTopBadge } from '../common/provider.resource';
import { useCareTeam } from './care-team.resource';
import styles from '../common/provider.module.css';

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
