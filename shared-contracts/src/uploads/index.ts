export * from './attachment-rules';
