export * from './idle-timeout';
export * from './idle-sign-out';
