export * from './content-constants';
export * from './content-query-params';
export * from './content-errors';
export * from './content-results';
export * from './content-cache';
export * from './typography';
export * from './application-strings';
export * from './info-pages';
