import { useQuery } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { claimsQueryKeys, fetchClaim, uploadClaimAttachment } from '@member/shared-contracts/claims';
import type { AttachmentContentType } from '@member/shared-contracts/uploads';

// Every claims screen is behind the host's VIEW_CLAIMS gate; the account id comes from the mount props.
export { useAccountId } from '@member/remote-runtime';

/** One claim (its details page and its appeal steps); a 403 or 404 is final, not retried. */
export function useClaim(claimId: string) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    queryKey: claimsQueryKeys.claim(accountId, claimId),
    queryFn: ({ signal }) => fetchClaim(http, claimId, signal),
    retry: false,
  });
}

/** `POST /claim-uploads` for the account: one file of a claim's receipts or an appeal's documentation. */
export function useUploadClaimAttachment() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return (file: Blob & { name: string }, contentType: AttachmentContentType) => uploadClaimAttachment(http, accountId, file, contentType);
}
