/**
 * Session storage (this tab only): the bank link's link token while an OAuth bank has the member, so
 * `/plaid-oauth` can resume Link (as Plaid asks). Kept here, not in storage-keys.ts, so the shell's first
 * load carries nothing of the reimbursements remote.
 */
export const PENDING_BANK_LINK_STORAGE_KEY = 'member.pendingBankLink';
