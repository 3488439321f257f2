export * from './logger';
export * from './log-entry';
