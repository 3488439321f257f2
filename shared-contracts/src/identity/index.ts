export * from './claim-keys';
