/** Spec access §3 / features §3: product features on the account, and the features derived from them (§6). */
export const PRODUCT_FEATURES = ['SEARCH', 'CONCIERGE', 'HRA', 'FIRST_DOLLAR_HSA', 'TIERED_DEDUCTIBLE', 'INTEGRATED_HRA', 'GARNER_CARD'] as const;
export type ProductFeature = (typeof PRODUCT_FEATURES)[number];

export const DERIVED_FEATURES = ['ACCOUNT_MANAGEMENT', 'VIEW_CLAIMS', 'SUBMIT_CLAIMS', 'CARE_TEAM', 'INCENTIVE_FEATURE'] as const;
export type DerivedFeature = (typeof DERIVED_FEATURES)[number];

/** Anything a route or a screen can require of an account. */
export type AccountFeature = ProductFeature | DerivedFeature;
