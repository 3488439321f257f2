/**
 * Features §3 "Bank account link" and §4 "Bank account". The first item of
 * `GET /bank-account-links` is the member's link. Only the last four digits (`mask`) ever leave the
 * member API; the whole account and routing numbers stay with the bank-link provider (decision).
 */
export const BANK_ACCOUNT_STATUSES = ['VERIFIED', 'PENDING_VERIFICATION', 'ERROR_REQUIRES_UPDATE'] as const;
export type BankAccountStatus = (typeof BANK_ACCOUNT_STATUSES)[number] | (string & {});

export interface BankAccountLink {
  id: string;
  institutionName: string;
  accountType: 'checking' | 'savings';
  /** Last four digits of the account number. */
  mask: string;
  status: BankAccountStatus;
  /** ISO instant: when micro-deposits were sent (PENDING_VERIFICATION only). */
  microDepositsSentAt?: string | null;
}

export interface BankAccountLinksResponse {
  items: BankAccountLink[];
}

/** The first item is used (features §7). */
export function currentBankAccount(response: BankAccountLinksResponse | undefined): BankAccountLink | null {
  return response?.items[0] ?? null;
}

/** §4: PENDING_VERIFICATION sets isPendingVerification; ERROR_REQUIRES_UPDATE sets hasBankAccountError. */
export function bankAccountStatusFlags(link: BankAccountLink | null): { isPendingVerification: boolean; hasBankAccountError: boolean } {
  return {
    isPendingVerification: link?.status === 'PENDING_VERIFICATION',
    hasBankAccountError: link?.status === 'ERROR_REQUIRES_UPDATE',
  };
}

/**
 * What the setup screen shows about a link (decision: "other statuses are not shown" — an unknown status
 * is treated as no link, so the member is offered the two choices).
 */
export function shownBankAccountStatus(link: BankAccountLink | null): 'VERIFIED' | 'PENDING_VERIFICATION' | 'ERROR_REQUIRES_UPDATE' | null {
  if (!link) return null;
  return (BANK_ACCOUNT_STATUSES as readonly string[]).includes(link.status) ? (link.status as (typeof BANK_ACCOUNT_STATUSES)[number]) : null;
}
/** The member confirms the micro-deposits within 10 days (decision, told on screen). */
const MICRO_DEPOSIT_VERIFY_WITHIN_DAYS = 10;

/** The date by which a pending link must be verified (sent + 10 days). */
export function verifyByDate(link: BankAccountLink): Date | null {
  if (!link.microDepositsSentAt) return null;
  const sent = new Date(link.microDepositsSentAt);
  if (Number.isNaN(sent.getTime())) return null;
  return new Date(sent.getTime() + MICRO_DEPOSIT_VERIFY_WITHIN_DAYS * 86_400_000);
}

/** Features §2 "Reimbursement pages (named in analytics)"; the strings are ours (the spec names, not strings). */
export const REIMBURSEMENT_PAGE_NAMES = {
  setupDirectDeposit: 'Setup Direct Deposit',
  directDepositSuccess: 'Direct Deposit Success',
  error: 'Direct Deposit Error',
  pendingVerification: 'Direct Deposit Pending Verification',
  fromEmailNotification: 'Reimbursements From Email Notification',
} as const;

/** A US routing number: 9 digits. An account number: 4 to 17 digits (what the micro-deposit bank asks). */
const ROUTING_NUMBER_PATTERN = /^\d{9}$/;
const ACCOUNT_NUMBER_PATTERN = /^\d{4,17}$/;

/** Message keys for the stand-in's bank fields; also the sandbox's 400 messages. */
export function bankNumbersErrors(routingNumber: string, accountNumber: string): { routingNumber?: string; accountNumber?: string } {
  const errors: { routingNumber?: string; accountNumber?: string } = {};
  if (!ROUTING_NUMBER_PATTERN.test(routingNumber)) errors.routingNumber = 'validation.bank.routingNumber';
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) errors.accountNumber = 'validation.bank.accountNumber';
  return errors;
}
