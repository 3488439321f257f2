import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { uiStoragePath } from '@member/shared-contracts/member-api';
import { toUiStorage, type UiStorage } from '@member/shared-contracts/onboarding';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';

const uiStorageKey = (accountId: string) => ['mfe_home_onboarding', 'uiStorage', accountId] as const;

/**
 * `GET /storage/{accountId}` (member-features §7). Asked only when the answer can change what /home shows
 * (`enabled`); not retried: a failure leaves the onboarding modal closed (the storage then reads as empty,
 * which §3 counts as viewed), never blocking /home.
 */
export function useUiStorage(enabled: boolean) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    queryKey: uiStorageKey(accountId),
    queryFn: async ({ signal }) => toUiStorage(await http.get<unknown>(uiStoragePath(accountId), { signal })),
    enabled: enabled && accountId !== '',
    retry: false,
    staleTime: Infinity,
  });
}

/** `PATCH /storage/{accountId}`: sets the given fields; the answer (the whole storage) replaces the cached one. */
export function useSaveUiStorage() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (patch: UiStorage) => toUiStorage(await http.patch<unknown>(uiStoragePath(accountId), { body: patch })),
    onSuccess: (storage) => queryClient.setQueryData(uiStorageKey(accountId), storage),
  });
}
