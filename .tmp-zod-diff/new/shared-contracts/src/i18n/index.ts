export * from './locale';
export * from './formatters';
