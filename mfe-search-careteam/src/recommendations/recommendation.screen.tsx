import { useTranslation } from '@member/i18n';
import { useParams } from '@member/router';
import { FallbackState, LoadingState } from '@member/ui';
import { isNotFoundForMember } from '@member/shared-contracts/http';
import { MemberPage, NotFoundScreen, useRemoteProps } from '@member/remote-runtime';
import { formatDate } from '@member/shared-contracts/i18n';
import { specialtyByCode } from '@member/shared-contracts/search';
import { ProviderCard } from '../common/provider-card';
import { useShowTopBadge } from '../common/provider.resource';
import { useRecommendation } from './recommendation.resource';
import { ProviderDetails } from '../common/provider-details';
import styles from '../common/provider.module.css';

/** `/recommendations/{recommendationId}` (SEARCH; features §2): the providers the concierge recommended for one need. */
export function RecommendationScreen() {
  const { t } = useTranslation('mfe_search_careteam');
  const { locale } = useRemoteProps();
  const { recommendationId = '' } = useParams();
  const recommendation = useRecommendation(recommendationId);
  const showBadge = useShowTopBadge();
  if (recommendation.isError) {
    if (isNotFoundForMember(recommendation.error)) return <NotFoundScreen />;
  }
  return (
    <MemberPage heading={t('recommendation.heading')}>
      {recommendation.isPending ? (
        <LoadingState label={t('common.loading')} />
      ) : recommendation.isError ? (
        <FallbackState heading={t('recommendation.error')} retryLabel={t('common.tryAgain')} onRetry={() => void recommendation.refetch()} />
      ) : (
        <>
          <p>
            {t('recommendation.for', {
              need: t(`specialty.${specialtyByCode(recommendation.data.need)?.key ?? 'other'}`),
              date: formatDate(recommendation.data.createdAt, 'long', locale),
            })}
          </p>
          <ul className={styles.list} aria-label={t('recommendation.listLabel')}>
            {recommendation.data.providers.map((provider) => (
              <ProviderCard
                key={provider.id}
                provider={provider}
                href={`/recommendations/${encodeURIComponent(recommendationId)}/provider/${encodeURIComponent(provider.id)}`}
                showTopBadge={showBadge}
              />
            ))}
          </ul>
        </>
      )}
    </MemberPage>
  );
}

/** `/recommendations/{recommendationId}/provider/{providerId}`: one recommended provider's page. */
export function RecommendedProviderScreen() {
  const { providerId = '' } = useParams();
  return <ProviderDetails providerId={providerId} />;
}
