export * from './claim-keys';
export * from './token-claim-rules';
export * from './token-claims';
