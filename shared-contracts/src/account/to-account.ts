import type { Account, AccountResponse } from './account';
import type { Plan } from './plan';

/** Plan `allow_account_management` "default true" (access §3). */
export function planAllowsAccountManagement(plan: Pick<Plan, 'allow_account_management'> | null | undefined): boolean {
  return plan?.allow_account_management ?? true;
}

/** The account as the app holds it: productFeatures as a Set, isVerified = status is verified (access §3). */
export function toAccount(response: AccountResponse, hasHcscNetwork: boolean): Account {
  return {
    ...response,
    productFeatures: new Set(response.productFeatures),
    isVerified: response.status === 'verified',
    hasHcscNetwork,
  };
}
