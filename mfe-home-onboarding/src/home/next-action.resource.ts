import { useQuery } from '@tanstack/react-query';
import { claimsApiPaths, type ClaimsPage } from '@member/shared-contracts/claims';
import { currentBankAccount, reimbursementsApiPaths, type BankAccountLinksResponse, type ReimbursementMethod } from '@member/shared-contracts/reimbursements';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { nextAction, type NextAction } from './next-action';

const HOME = 'mfe_home_onboarding';

export interface NextActionState {
  action: NextAction | null;
  /** Still asking a source that could change the answer. */
  isLoading: boolean;
  /** A source failed and nothing was found in the others. */
  isError: boolean;
  retry(): void;
}

/**
 * The facts of the next action, each from its own call, each asked only when the member has the feature
 * and the flag its screen needs (claims: VIEW_CLAIMS; bank link and method: HRA + bankAccountLinkingUX);
 * the unread count is the shell's (mount contract), no call. An inactive member has only messages.
 */
export function useNextAction(): NextActionState {
  const { http, features, flags, account, navigation } = useRemoteProps();
  const accountId = useAccountId();
  const active = account?.status !== 'inactive';
  const claimsOn = active && features.has('VIEW_CLAIMS');
  const reimbursementsOn = active && features.has('HRA') && flags.bankAccountLinkingUX;

  const claims = useQuery({
    queryKey: [HOME, 'claimNeedingInformation', accountId],
    queryFn: async ({ signal }) => {
      const page = await http.get<ClaimsPage>(claimsApiPaths.claims(), { query: { account_id: accountId, status: 'needsInformation', offset: 0, limit: 1 }, signal });
      const first = page.items[0];
      return first ? { id: first.id } : null;
    },
    enabled: claimsOn,
    retry: false,
  });
  const bankLink = useQuery({
    queryKey: [HOME, 'bankLinkStatus', accountId],
    queryFn: async ({ signal }) => currentBankAccount(await http.get<BankAccountLinksResponse>(reimbursementsApiPaths.bankAccountLinks(), { query: { account_id: accountId }, signal }))?.status ?? null,
    enabled: reimbursementsOn,
    retry: false,
  });
  const method = useQuery({
    queryKey: [HOME, 'reimbursementMethod', accountId],
    queryFn: async ({ signal }) => (await http.get<ReimbursementMethod>(reimbursementsApiPaths.method(), { query: { account_id: accountId }, signal })).method,
    enabled: reimbursementsOn,
    retry: false,
  });

  const unreadReplies = features.has('CONCIERGE') ? navigation.conciergeUnreadCount : 0;
  const action = nextAction({
    unreadReplies,
    claimNeedingInformation: claimsOn ? claims.data : null,
    bankLinkStatus: reimbursementsOn ? bankLink.data : null,
    reimbursementMethod: reimbursementsOn ? method.data : 'directDeposit',
  });
  const sources = [claimsOn && claims, reimbursementsOn && bankLink, reimbursementsOn && method].filter((query) => query !== false);
  return {
    action,
    isLoading: !action && sources.some((query) => query.isPending),
    isError: !action && sources.some((query) => query.isError),
    retry: () => {
      for (const query of sources) if (query.isError) void query.refetch();
    },
  };
}
