import type { AccountFeature } from '../account/product-features';
import type { FlagKey, FlagValues } from '../flags/flag-definitions';

/** "A feature is shown only when the account has the required features and every required user flag is truthy." */
export function isFeatureAvailable(
  requiredFeatures: readonly AccountFeature[],
  requiredFlags: readonly FlagKey[],
  accountFeatures: ReadonlySet<AccountFeature>,
  flags: FlagValues,
): boolean {
  return requiredFeatures.every((feature) => accountFeatures.has(feature)) && requiredFlags.every((flag) => Boolean(flags[flag]));
}
