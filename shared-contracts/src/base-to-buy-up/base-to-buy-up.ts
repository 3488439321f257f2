import type { Account } from '../account/account';
import { isEnrollmentPlatformProvider } from '../features/enrollment-platform-providers';

/** Partial: a caller holding only part of the account (e.g. a route check) gets false for what is missing. */
export type BaseToBuyUpAccount = Partial<Pick<Account, 'allowAccountManagement' | 'hasUserSetPassword' | 'email'>>;

/**
 * Access §2.6: the base-to-buy-up completion screen is shown to accounts that allow account management
 * (ACCOUNT_MANAGEMENT), have no user-set password and no email, and whose sso provider is one of the
 * three enrollment-platform providers (matched case-insensitively). The sso provider is the one stored
 * when single sign-on started (STORAGE_KEYS.ssoProviderName, carried by the session snapshot).
 * An email of only spaces counts as no email.
 */
export function needsBaseToBuyUp(account: BaseToBuyUpAccount | null | undefined, ssoProviderName: string | null | undefined): boolean {
  if (!account) return false;
  return (
    account.allowAccountManagement === true &&
    account.hasUserSetPassword === false &&
    !account.email?.trim() &&
    isEnrollmentPlatformProvider(ssoProviderName)
  );
}
