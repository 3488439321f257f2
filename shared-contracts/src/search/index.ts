export * from './specialties';
export * from './provider-types';
export * from './provider-search';
export * from './search-api';
