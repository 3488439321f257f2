export * from './product-features';
export * from './account';
export * from './plan';
export * from './client';
export * from './session';
