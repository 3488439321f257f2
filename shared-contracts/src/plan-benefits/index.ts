export * from './plan-derived-values';
