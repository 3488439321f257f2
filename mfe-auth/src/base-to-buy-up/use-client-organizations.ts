import { useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@member/remote-runtime';
import { CLIENT_ORGANIZATION_LIMITS, CLIENT_ORGANIZATION_ORDER_BY, apiPaths, type ClientOrganization, type ItemsResponse } from '@member/shared-contracts';

/** The client's organisations (access §7 `GET /client-organizations`, query client_id, limit 20). */
export function useClientOrganizations(clientId: number | null) {
  const { http } = useRemoteProps();
  return useQuery<ClientOrganization[]>({
    queryKey: ['mfe_auth', 'clientOrganizations', clientId],
    queryFn: async () => {
      const answer = await http.get<ItemsResponse<ClientOrganization>>(apiPaths.clientOrganizations(), {
        query: { client_id: clientId ?? undefined, limit: CLIENT_ORGANIZATION_LIMITS.client_id, order_by: CLIENT_ORGANIZATION_ORDER_BY },
      });
      return answer.items;
    },
    enabled: clientId !== null,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
