/**
 * The sandbox identity service (a Cognito-compatible user pool for aws-amplify v6).
 */
export { createIdentityServer } from './identity-server';
export { IdentityStore } from './store/identity-store';
export { isCodePurpose } from './test-control';
export type { PasswordSetByUserTrigger, PreSignUpEvent, PreSignUpResponse, PreSignUpTrigger } from './triggers/identity-triggers';
