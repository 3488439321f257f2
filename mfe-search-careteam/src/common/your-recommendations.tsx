import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@member/i18n';
import { TextLink } from '@member/ui';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { isFeatureAvailable } from '@member/shared-contracts/features';
import { formatDate } from '@member/shared-contracts/i18n';
import { ROUTE_REQUIREMENTS } from '@member/shared-contracts/routes';
import { fetchRecommendations, searchQueryKeys, specialtyByCode } from '@member/shared-contracts/search';

/** Whether the route gate opens `/providers` for this member (ACCOUNT_MANAGEMENT, SEARCH and myProvidersUX). */
function useCanOpenMyProviders(): boolean {
  const { features, flags } = useRemoteProps();
  const gate = ROUTE_REQUIREMENTS.providers;
  return isFeatureAvailable(gate.features, gate.flags, features, flags);
}

/**
 * Where a member finds what the concierge recommended (`/recommendations/{id}`, features §2) and their own
 * providers (`/providers`): on the search page before a search and on the care team. A member without
 * SEARCH has neither (the section is not rendered, nothing is asked); a list that fails to load is left
 * out — the page it sits on works without it.
 */
export function YourRecommendations() {
  const { t } = useTranslation('mfe_search_careteam');
  const { http, features, flags, locale } = useRemoteProps();
  const accountId = useAccountId();
  const canOpenMyProviders = useCanOpenMyProviders();
  const allowed = isFeatureAvailable(ROUTE_REQUIREMENTS.recommendations.features, [], features, flags);
  const recommendations = useQuery({
    queryKey: searchQueryKeys.recommendations(accountId),
    queryFn: ({ signal }) => fetchRecommendations(http, accountId, signal),
    enabled: allowed && accountId !== '',
    retry: false,
  });
  const items = recommendations.data ?? [];
  if (!allowed) return null;
  return (
    <>
      {items.length > 0 && (
        <section aria-labelledby="your-recommendations">
          <h2 id="your-recommendations">{t('recommendations.heading')}</h2>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <TextLink href={`/recommendations/${encodeURIComponent(item.id)}`}>
                  {t('recommendations.item', {
                    need: t(`specialty.${specialtyByCode(item.need)?.key ?? 'other'}`),
                    count: item.providerCount,
                    date: formatDate(item.createdAt, 'long', locale),
                  })}
                </TextLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {canOpenMyProviders && (
        <p>
          <TextLink href="/providers" appearance="standalone">
            {t('recommendations.myProviders')}
          </TextLink>
        </p>
      )}
    </>
  );
}
