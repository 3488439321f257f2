export * from './ui-storage';
export * from './onboarding-slides';
