export * from './sign-up-steps';
export * from './sign-up-step-schemas';
export * from './sign-up-account';
