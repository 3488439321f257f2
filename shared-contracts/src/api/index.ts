export * from './api-paths';
export * from './api-shapes';
export * from './log-entry';
export * from './username-lookup';
export * from './client-organization-errors';
export * from './to-account';
