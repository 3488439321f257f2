import type { Account } from '../account/account';
import type { AccountFeature } from '../account/product-features';

export type ClaimsSource = 'TPA' | 'MANUAL';

/**
 * Member-features §4 "Claims source": MANUAL when the member can submit claims; TPA when the incentive
 * feature is on and the member cannot submit claims. Neither → null (no claims source).
 */
export function claimsSource(account: Pick<Account, 'canMemberSubmitClaim'>, features: ReadonlySet<AccountFeature>): ClaimsSource | null {
  if (account.canMemberSubmitClaim) return 'MANUAL';
  if (features.has('INCENTIVE_FEATURE')) return 'TPA';
  return null;
}

type AccumulatorSlideVariant = 'feeds' | 'manual';

/** Onboarding accumulator slide: "feeds when the incentive account cannot submit claims, and manual when members can submit claims". */
export function accumulatorSlideVariant(source: ClaimsSource | null): AccumulatorSlideVariant | null {
  if (source === 'MANUAL') return 'manual';
  if (source === 'TPA') return 'feeds';
  return null;
}
