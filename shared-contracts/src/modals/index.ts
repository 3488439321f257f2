export * from './query-state-params';
export * from './query-modal';
