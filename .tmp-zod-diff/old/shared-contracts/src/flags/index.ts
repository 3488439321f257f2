export * from './warning-banner';
export * from './flag-definitions';
export * from './resolve-flags';
