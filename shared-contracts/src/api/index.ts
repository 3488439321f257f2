export * from './api-paths';
export * from './api-shapes';
export * from './logs-payload-schema';
export * from './username-lookup';
export * from './client-organization-errors';
export * from './to-account';
export * from './metrics-payload';
export * from './concierge-tickets';
