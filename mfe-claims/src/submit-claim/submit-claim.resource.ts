import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { ANALYTICS_ERROR_NAMES } from '@member/shared-contracts/analytics';
import { checkDuplicateClaim, claimsQueryKeys, fetchClaimOptions, submitClaim, type ClaimSubmission, type DuplicateCheck } from '@member/shared-contracts/claims';
import { isHttpError } from '@member/shared-contracts/http';
import { useClaimDraft } from '../common/claim-draft.store';

type ClaimFacts = Omit<DuplicateCheck, 'accountId'>;

const duplicateCheckKey = (accountId: string, facts: ClaimFacts) => [...claimsQueryKeys.all(accountId), 'duplicate-check', facts] as const;

/** Who may be the patient, the covered services and the plan years: the questions' choices. */
export function useClaimOptions() {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: claimsQueryKeys.options(accountId), queryFn: ({ signal }) => fetchClaimOptions(http, accountId, signal), staleTime: 5 * 60_000 });
}

/** The account's likely duplicate of these facts (`findLikelyDuplicate` in the member API), or null. */
export function useDuplicateCheck(facts: ClaimFacts) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({
    queryKey: duplicateCheckKey(accountId, facts),
    queryFn: () => checkDuplicateClaim(http, { accountId, ...facts }),
    retry: false,
  });
}

/**
 * Submits the claim under the draft's idempotency key (a retry of the same draft sends the same key, so
 * the member API answers the first claim again). On success the draft clears and the list will announce the claim, every claims
 * query of the account refreshes, then `onSubmitted` runs (the screen's way back to the list). A failure
 * keeps the draft and is tracked as "error submitting claim" with its HTTP status only (no claim details).
 */
export function useSubmitClaimMutation(onSubmitted: () => void) {
  const { http, analytics } = useRemoteProps();
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  const submitted = useClaimDraft((state) => state.submitted);
  const submissionKey = useClaimDraft((state) => state.submissionKey);
  return useMutation({
    mutationFn: (submission: Omit<ClaimSubmission, 'accountId'>) => submitClaim(http, { accountId, ...submission }, submissionKey),
    onSuccess: async (claim) => {
      submitted(claim.id);
      await queryClient.invalidateQueries({ queryKey: claimsQueryKeys.all(accountId) });
      onSubmitted();
    },
    onError: (error) => {
      analytics.trackError(ANALYTICS_ERROR_NAMES.submitClaim, isHttpError(error) ? `HTTP ${error.status}` : 'network');
    },
  });
}
