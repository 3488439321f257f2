export * from './member-accumulation';
export * from './accumulator-paths';
