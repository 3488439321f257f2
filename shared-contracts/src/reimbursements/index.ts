/**
 * Reimbursements (member-features §2-§4, §7): bank account links and their status, the mailing address for
 * checks, the reimbursement method, and the reimbursements API's paths, fetchers and query keys.
 */
export {
  BANK_ACCOUNT_STATUSES, type BankAccountStatus, type BankAccountLink, type BankAccountLinksResponse,
  currentBankAccount, bankAccountStatusFlags, shownBankAccountStatus, verifyByDate, REIMBURSEMENT_PAGE_NAMES,
  bankNumbersErrors,
} from './bank-account';
export { type BankLinkSettings, DEFAULT_BANK_LINK_SETTINGS, isBankLinkSettings } from './bank-link-settings';
export { PENDING_BANK_LINK_STORAGE_KEY, PENDING_BANK_LINK_CONTINUE_STORAGE_KEY } from './bank-link-storage';
export {
  type MailingAddress, US_STATE_CODES, type AddressErrors, mailingAddressErrors, normalizeMailingAddress,
  asMailingAddress,
} from './mailing-address';
export { acceptedRedirectPath } from './redirect-url';
export { MICRO_DEPOSIT_ATTEMPT_LIMIT, MICRO_DEPOSIT_ERROR_CODES, type MicroDepositRefusal, microDepositRefusalOf } from './micro-deposit-verification';
export {
  reimbursementsApiPaths, bankLinkStandInPaths, type ReimbursementMethod, type StandInInstitution,
  type StandInSession, type StandInResult, SANDBOX_MICRO_DEPOSITS_CENTS, reimbursementsQueryKeys,
  bankAccountLinksQuery, reimbursementMethodQuery, createLinkToken, type LinkTokenRequest, exchangePublicToken,
  chooseMailedCheck,
} from './reimbursements-api';
