import type { BankAccountStatus, ReimbursementMethod } from '@member/shared-contracts/reimbursements';

/**
 * The next useful action on /home (decision: features §2 names /home, not its cards), one at a most, in this order of precedence: an unread
 * concierge reply, a claim that needs information, a bank link that needs attention
 * (ERROR_REQUIRES_UPDATE, features §4), the reimbursement choice not made yet (no method, no link).
 */
export type NextAction =
  | { kind: 'conciergeReply'; href: '/messages' }
  | { kind: 'claimNeedsInformation'; href: string }
  | { kind: 'bankLinkNeedsAttention'; href: '/reimbursements' }
  | { kind: 'reimbursementChoice'; href: '/reimbursements' };

export interface NextActionFacts {
  /** Unread concierge threads (the shell's CONCIERGE count); 0 without the feature. */
  unreadReplies: number;
  /** The first claim that needs information; null: none; undefined: not known (not asked, loading or failed). */
  claimNeedingInformation: { id: string } | null | undefined;
  /** The current bank link's status; null: no link; undefined: not known. */
  bankLinkStatus: BankAccountStatus | null | undefined;
  /** The chosen reimbursement method; undefined: not known. */
  reimbursementMethod: ReimbursementMethod['method'] | undefined;
}

export function nextAction(facts: NextActionFacts): NextAction | null {
  if (facts.unreadReplies > 0) return { kind: 'conciergeReply', href: '/messages' };
  if (facts.claimNeedingInformation) return { kind: 'claimNeedsInformation', href: `/claim-details/${encodeURIComponent(facts.claimNeedingInformation.id)}` };
  if (facts.bankLinkStatus === 'ERROR_REQUIRES_UPDATE') return { kind: 'bankLinkNeedsAttention', href: '/reimbursements' };
  if (facts.reimbursementMethod === 'none' && facts.bankLinkStatus === null) return { kind: 'reimbursementChoice', href: '/reimbursements' };
  return null;
}
