import type { Account } from '../account/account';
import type { FlagValues } from '../flags/flag-definitions';
import { hasAccumulatorFeature } from '../features/feature-rules';

/**
 * Accumulator visibility (member-features §6): "only primary members (relationshipCode Primary), with the
 * flag on, the accumulator feature and a verified account". The one place of this rule: the /home summary
 * card, the onboarding accumulator slide and /coverage-details all ask it.
 */
export function isAccumulatorVisible(
  account: Pick<Account, 'relationshipCode' | 'productFeatures' | 'isVerified'> | null | undefined,
  flags: Pick<FlagValues, 'showHraAccumulator'>,
): boolean {
  if (!account) return false;
  return account.relationshipCode === 'Primary' && flags.showHraAccumulator && hasAccumulatorFeature(account.productFeatures) && account.isVerified;
}
