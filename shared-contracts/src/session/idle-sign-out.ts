import type { Account } from '../account/account';
import type { AccountFeature } from '../account/product-features';
import { isSearchOnly } from '../features/feature-rules';
import { SIGNED_OUT_PATH } from '../routes/page-state';

/** "Landing after an idle-timeout sign-out" (access §2.1). */
export const TIMEOUT_PATH = '/timeout';

/**
 * A "base account" (access §4: "An idle-timeout sign-out for a base account goes to /timeout").
 * Decision: the spec does not define it; the base-to-buy-up flow (§2.6, §4) upgrades an account that has
 * **no user-set password** (it came in through an enrollment platform) to a full one by setting a password.
 * So a base account is one without a user-set password (`hasUserSetPassword` false): it cannot sign back
 * in with a password on `/`, so its idle sign-out lands on `/timeout` instead of the sign-in screen.
 */
export function isBaseAccount(account: Pick<Account, 'hasUserSetPassword'>): boolean {
  return !account.hasUserSetPassword;
}

export type SignOutCause = 'idle' | 'member';

/**
 * Where a sign-out started by the idle timeout lands: `/timeout` for a base account's idle sign-out,
 * `/?state=signed-out` otherwise (also when the member pressed "Sign out" in the prompt).
 */
export function idleSignOutLanding(account: Pick<Account, 'hasUserSetPassword'>, cause: SignOutCause): string {
  return cause === 'idle' && isBaseAccount(account) ? TIMEOUT_PATH : SIGNED_OUT_PATH;
}

/**
 * "At timeout the user is signed out (with a refresh after sign-out unless the account is search-only
 * without account management)" (access §4). A refresh is a full page load of the landing.
 */
export function refreshesAfterIdleSignOut(account: Pick<Account, 'productFeatures'>, features: ReadonlySet<AccountFeature>): boolean {
  return !(isSearchOnly(account.productFeatures) && !features.has('ACCOUNT_MANAGEMENT'));
}
