export * from './contract-version';
export * from './remote-names';
export * from './remote-lifecycles';
export * from './identity-port';
export * from './layout-controls';
export * from './analytics';
export * from './mount-props';
