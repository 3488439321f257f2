import { useQuery } from '@tanstack/react-query';
import { NEEDS_MEMBER_ACTION_FILTER, claimsPageQuery, type ClaimsPage } from '@member/shared-contracts/claims';
import { bankAccountLinksQuery, currentBankAccount, reimbursementMethodQuery, type BankAccountLinksResponse, type ReimbursementMethod } from '@member/shared-contracts/reimbursements';
import { useAccountId, useRemoteProps } from '@member/remote-runtime';
import { HOME_FLOW_KEY, HOME_FLOW_VARIANT, toHomeRows } from './home-rows';
import { nextAction, type NextAction } from './next-action';

/** The first claim that needs the member is enough to name the action. */
const FIRST_CLAIM_ONLY = 1;

const firstClaim = (page: ClaimsPage) => (page.items[0] ? { id: page.items[0].id } : null);
const currentLinkStatus = (links: BankAccountLinksResponse) => currentBankAccount(links)?.status ?? null;
const chosenMethod = (answer: ReimbursementMethod) => answer.method;

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
 * The calls are the claims' and reimbursements' own (`claimsPageQuery`, `bankAccountLinksQuery`,
 * `reimbursementMethodQuery`: their keys and fetchers, in the host's one query cache): a claim submitted or appealed, or a bank link or method changed, refreshes this card too,
 * and /reimbursements reuses what /home fetched. Not retried: a failure is this card's small error.
 */
export function useNextAction(): NextActionState {
  const { http, features, flags, account, navigation } = useRemoteProps();
  const accountId = useAccountId();
  const active = account?.status !== 'inactive';
  const claimsOn = active && features.has('VIEW_CLAIMS');
  const reimbursementsOn = active && features.has('HRA') && flags.bankAccountLinkingUX;

  const claims = useQuery({
    ...claimsPageQuery(http, accountId, NEEDS_MEMBER_ACTION_FILTER, 0, FIRST_CLAIM_ONLY),
    select: firstClaim,
    enabled: claimsOn,
    retry: false,
  });
  const bankLink = useQuery({
    ...bankAccountLinksQuery(http, accountId),
    select: currentLinkStatus,
    enabled: reimbursementsOn,
    retry: false,
  });
  const method = useQuery({
    ...reimbursementMethodQuery(http, accountId),
    select: chosenMethod,
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

/** The /home rows in the member's locale, through the host's content port (its 5-minute cache); low criticality: a failure stays in the card. */
export function useHomeRows() {
  const { content, locale } = useRemoteProps();
  return useQuery({
    queryKey: ['mfe_home_onboarding', 'homeRows', locale],
    queryFn: async () => toHomeRows(await content.getEntry({ contentType: 'userFlow', locale, fields: { key: HOME_FLOW_KEY, variant: HOME_FLOW_VARIANT }, criticality: 'low' })),
    retry: false,
    staleTime: Infinity,
  });
}
