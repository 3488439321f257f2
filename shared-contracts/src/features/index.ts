export * from './product-feature-groups';
export * from './feature-rules';
export * from './derive-features';
export * from './feature-availability';
export * from './claims-source';
export * from './social-providers';
export * from './enrollment-platform-providers';
export * from './base-to-buy-up';
export * from './content-variant';
export * from './navigation-rules';
// Accumulator visibility (§6) lives with the accumulator; exported here so `features` keeps every §6 rule.
export * from '../accumulator/accumulator-visibility';
