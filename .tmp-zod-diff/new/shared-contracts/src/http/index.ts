export * from './http-headers';
export * from './http-error';
export * from './stale-response-error';
export * from './retry-policy';
export * from './query-string';
export * from './http-client';
