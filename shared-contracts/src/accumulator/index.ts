export * from './member-accumulation';
