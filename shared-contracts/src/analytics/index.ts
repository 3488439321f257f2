export * from './event-names';
export * from './global-properties';
export * from './analytics-payload-schema';
