export * from './notification-rules';
