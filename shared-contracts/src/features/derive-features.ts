import type { Account } from '../account/account';
import type { AccountFeature, DerivedFeature } from '../account/product-features';
import type { FlagValues } from '../flags/flag-definitions';
import {
  hasAccountManagementFeature,
  hasCareTeamFeature,
  hasIncentiveFeature,
  hasSubmitClaimsFeature,
  hasViewClaimsFeature,
} from './feature-rules';

type FeatureAccount = Pick<Account, 'productFeatures' | 'allowAccountManagement' | 'canMemberSubmitClaim'>;

/** The derived features of access §6 (ACCOUNT_MANAGEMENT, VIEW_CLAIMS, SUBMIT_CLAIMS, CARE_TEAM, INCENTIVE_FEATURE). */
export function deriveFeatures(account: FeatureAccount, flags: Pick<FlagValues, 'careTeamUX'>): Set<DerivedFeature> {
  const derived = new Set<DerivedFeature>();
  if (hasAccountManagementFeature(account)) derived.add('ACCOUNT_MANAGEMENT');
  if (hasViewClaimsFeature(account.productFeatures)) derived.add('VIEW_CLAIMS');
  if (hasSubmitClaimsFeature(account)) derived.add('SUBMIT_CLAIMS');
  if (hasCareTeamFeature(account.productFeatures, flags)) derived.add('CARE_TEAM');
  if (hasIncentiveFeature(account.productFeatures)) derived.add('INCENTIVE_FEATURE');
  return derived;
}

/** Product features plus derived features: everything a route or screen can require (mount props `features`). */
export function deriveAccountFeatures(account: FeatureAccount | null | undefined, flags: Pick<FlagValues, 'careTeamUX'>): Set<AccountFeature> {
  if (!account) return new Set();
  return new Set<AccountFeature>([...account.productFeatures, ...deriveFeatures(account, flags)]);
}
