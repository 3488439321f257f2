import { useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { fetchRecommendation, searchQueryKeys } from '@member/shared-contracts/search';

export function useRecommendation(recommendationId: string) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: searchQueryKeys.recommendation(accountId, recommendationId), queryFn: ({ signal }) => fetchRecommendation(http, recommendationId, signal), retry: false });
}
