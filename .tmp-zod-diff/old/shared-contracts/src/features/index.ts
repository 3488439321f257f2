export * from './product-feature-groups';
export * from './feature-rules';
export * from './derive-features';
export * from './feature-availability';
export * from './claims-source';
export * from './social-providers';
export * from './content-variant';
export * from './navigation-rules';
