import { useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@member/remote-runtime';
import type { ClientOrganization } from '@member/shared-contracts/account';
import { fetchClientOrganizations } from '../common/client-organizations.resource';

/** The client's organisations (access §7 `GET /client-organizations`, query client_id, limit 20; signed in). */
export function useClientOrganizations(clientId: number | null) {
  const { http } = useRemoteProps();
  return useQuery<ClientOrganization[]>({
    queryKey: ['mfe_auth', 'clientOrganizations', clientId],
    queryFn: () => fetchClientOrganizations(http, { client_id: clientId! }, { excludeAuth: false }),
    enabled: clientId !== null,
    retry: false,
    staleTime: 5 * 60 * 1000,
  });
}
