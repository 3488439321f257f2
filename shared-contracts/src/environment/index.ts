export * from './local-ports';
