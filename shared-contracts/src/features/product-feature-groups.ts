import type { ProductFeature } from '../account/product-features';

/** Product features on the account, as the rules read them. */
export type ProductFeatureSet = ReadonlySet<ProductFeature>;

export function hasAnyProductFeature(features: ProductFeatureSet, candidates: readonly ProductFeature[]): boolean {
  return candidates.some((feature) => features.has(feature));
}

/** VIEW_CLAIMS: "for HRA, first-dollar, tiered or integrated accounts" (access §6). */
export const CLAIMS_PRODUCT_FEATURES = ['HRA', 'FIRST_DOLLAR_HSA', 'TIERED_DEDUCTIBLE', 'INTEGRATED_HRA'] as const satisfies readonly ProductFeature[];

/**
 * INCENTIVE_FEATURE: "for HRA-type accounts" (access §6). The spec does not list the HRA types.
 * Decision: the four benefit-funding products — HRA, FIRST_DOLLAR_HSA, TIERED_DEDUCTIBLE, INTEGRATED_HRA —
 * because the spec gates the benefit pages and /coverage-details (the accumulator page) on
 * INCENTIVE_FEATURE while the accumulator itself applies to first-dollar and integrated accounts, and the
 * TPA claims source ("incentive feature on and cannot submit claims") applies to every claims account.
 * SEARCH, CONCIERGE and GARNER_CARD alone are not HRA-type.
 */
export const HRA_TYPE_PRODUCT_FEATURES = ['HRA', 'FIRST_DOLLAR_HSA', 'TIERED_DEDUCTIBLE', 'INTEGRATED_HRA'] as const satisfies readonly ProductFeature[];

/** Accumulator feature: "for HRA, first-dollar or integrated, but not tiered". */
export const ACCUMULATOR_PRODUCT_FEATURES = ['HRA', 'FIRST_DOLLAR_HSA', 'INTEGRATED_HRA'] as const satisfies readonly ProductFeature[];
