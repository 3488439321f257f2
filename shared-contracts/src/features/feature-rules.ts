import type { Account } from '../account/account';
import type { FlagValues } from '../flags/flag-definitions';
import {
  ACCUMULATOR_PRODUCT_FEATURES,
  CLAIMS_PRODUCT_FEATURES,
  HRA_TYPE_PRODUCT_FEATURES,
  hasAnyProductFeature,
  type ProductFeatureSet,
} from './product-feature-groups';

/**
 * One rule of access §6 / member-features §6 per function. Each takes only what it reads.
 */

/** ACCOUNT_MANAGEMENT: the account's allowAccountManagement (itself from the plan, default true — see planAllowsAccountManagement). */
export function hasAccountManagementFeature(account: Pick<Account, 'allowAccountManagement'>): boolean {
  return account.allowAccountManagement;
}

/** VIEW_CLAIMS: HRA, first-dollar, tiered or integrated. */
export function hasViewClaimsFeature(productFeatures: ProductFeatureSet): boolean {
  return hasAnyProductFeature(productFeatures, CLAIMS_PRODUCT_FEATURES);
}

/**
 * SUBMIT_CLAIMS: "only if canMemberSubmitClaim". Decision: it ALSO needs VIEW_CLAIMS — "only if" is a
 * necessary condition, and a member whose products have no claims (e.g. search-only) has nothing to submit
 * against; /claims/new lives under the claims area.
 */
export function hasSubmitClaimsFeature(account: Pick<Account, 'canMemberSubmitClaim' | 'productFeatures'>): boolean {
  return account.canMemberSubmitClaim && hasViewClaimsFeature(account.productFeatures);
}

/** CARE_TEAM: the care-team flag is on and (HRA, or search plus concierge). */
export function hasCareTeamFeature(productFeatures: ProductFeatureSet, flags: Pick<FlagValues, 'careTeamUX'>): boolean {
  if (!flags.careTeamUX) return false;
  return productFeatures.has('HRA') || (productFeatures.has('SEARCH') && productFeatures.has('CONCIERGE'));
}

/** INCENTIVE_FEATURE: HRA-type accounts (see HRA_TYPE_PRODUCT_FEATURES for which those are). */
export function hasIncentiveFeature(productFeatures: ProductFeatureSet): boolean {
  return hasAnyProductFeature(productFeatures, HRA_TYPE_PRODUCT_FEATURES);
}

/** Search-only: "search is the only product feature". */
export function isSearchOnly(productFeatures: ProductFeatureSet): boolean {
  return productFeatures.size === 1 && productFeatures.has('SEARCH');
}

/** Accumulator feature: HRA, first-dollar or integrated, but not tiered. */
export function hasAccumulatorFeature(productFeatures: ProductFeatureSet): boolean {
  return !productFeatures.has('TIERED_DEDUCTIBLE') && hasAnyProductFeature(productFeatures, ACCUMULATOR_PRODUCT_FEATURES);
}

/** The compliant-network version: flag hcscCompliantVersionUX on and the account has the network. */
export function isHcscCompliantVersion(account: Pick<Account, 'hasHcscNetwork'> | null | undefined, flags: Pick<FlagValues, 'hcscCompliantVersionUX'>): boolean {
  return flags.hcscCompliantVersionUX && account?.hasHcscNetwork === true;
}
