/** Spec access §3 / features §3: product features on the account, and the features derived from them (§6). */
export type ProductFeature =
  | 'SEARCH'
  | 'CONCIERGE'
  | 'HRA'
  | 'FIRST_DOLLAR_HSA'
  | 'TIERED_DEDUCTIBLE'
  | 'INTEGRATED_HRA'
  | 'GARNER_CARD';

export type DerivedFeature = 'ACCOUNT_MANAGEMENT' | 'VIEW_CLAIMS' | 'SUBMIT_CLAIMS' | 'CARE_TEAM' | 'INCENTIVE_FEATURE';

/** Anything a route or a screen can require of an account. */
export type AccountFeature = ProductFeature | DerivedFeature;
