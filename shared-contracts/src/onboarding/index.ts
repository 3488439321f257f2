export * from './ui-storage';
export * from './ui-storage-schema';
export * from './onboarding-slides';
export * from './ui-storage-path';
