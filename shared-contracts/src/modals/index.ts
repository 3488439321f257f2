export * from './query-modal';
