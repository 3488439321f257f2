export * from './bottom-tabs';
export * from './route-definition';
export * from './route-table';
export * from './match-route';
export * from './page-state';
export * from './sign-in-redirect';
export * from './route-access';
export * from './navigation-tabs';
