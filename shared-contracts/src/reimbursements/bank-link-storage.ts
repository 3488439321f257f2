/**
 * Session storage (this tab only): the bank link's link token while an OAuth bank has the member, so
 * `/plaid-oauth` can resume Link (as Plaid asks). Kept here, not in storage-keys.ts, so the shell's first
 * load carries nothing of the reimbursements remote.
 */
export const PENDING_BANK_LINK_STORAGE_KEY = 'member.pendingBankLink';

/**
 * Session storage (this tab only): where the member continues after a bank link started from the
 * direct-deposit prompt (its accepted `redirectUrl`), kept across an OAuth bank's round trip like the token.
 */
export const PENDING_BANK_LINK_CONTINUE_STORAGE_KEY = 'member.pendingBankLinkContinue';
