import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { claimsQueryKeys, fetchApprovedProviders, submitAppeal, type AppealSubmission } from '@member/shared-contracts/claims';
import { useAppealDraft } from './appeal.store';

/** The providers the plan approves for this claim's appeal (the "select approved provider" step). */
export function useApprovedProviders(claimId: string) {
  const { http } = useRemoteProps();
  const accountId = useAccountId();
  return useQuery({ queryKey: claimsQueryKeys.approvedProviders(accountId, claimId), queryFn: () => fetchApprovedProviders(http, claimId) });
}

/**
 * Files the appeal (`POST /claims/{id}/appeals`). On success the draft keeps the files it was filed with,
 * the claim counts as appealed (the success step shows), every claims query of the account refreshes
 * (the claim has an open appeal), then `onCreated` runs (the screen's next step).
 */
export function useSubmitAppealMutation(claimId: string, onCreated: () => void) {
  const { http } = useRemoteProps();
  const queryClient = useQueryClient();
  const accountId = useAccountId();
  const answer = useAppealDraft((state) => state.answer);
  const markCreated = useAppealDraft((state) => state.markCreated);
  return useMutation({
    mutationFn: (appeal: AppealSubmission) => submitAppeal(http, claimId, appeal),
    onSuccess: async (_created, appeal) => {
      answer(claimId, { uploadTokens: appeal.uploadTokens });
      markCreated(claimId);
      await queryClient.invalidateQueries({ queryKey: claimsQueryKeys.all(accountId) });
      onCreated();
    },
  });
}
