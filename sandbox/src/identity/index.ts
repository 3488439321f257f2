/**
 * The sandbox identity service (a Cognito-compatible user pool for aws-amplify v6).
 */
export { createIdentityServer, type IdentityServer, type IdentityServerHandle, type IdentityServerOptions } from './identity-server';
export { IdentityStore, sharedIdentityStore } from './store/identity-store';
export type { IdentityUser, UserStatus } from './store/identity-user';
export type { CodePurpose, SentCode } from './store/code-ledger';
export { CODE_PURPOSES, isCodePurpose, lastCodeSentTo, resetIdentityState } from './test-control';
export { createIdentityTokenVerifier, verifyIdentityToken, IdentityTokenError } from './tokens/token-verifier';
export type { AccessTokenClaims, IdTokenClaims, IdentityTokenClaims } from './tokens/token-claims';
export { issuerUrl, jwksUrl } from './tokens/issuer-url';
export { CognitoError, SIGN_IN_MESSAGES } from './protocol/cognito-error';
export { generateSigningKey, jwksOf, type SigningKey } from './tokens/signing-key';
export { TokenIssuer, type IssuedTokens } from './tokens/token-issuer';
export type { IdentityTriggers, PreSignUpEvent, PreSignUpResponse, PreSignUpTrigger } from './triggers/identity-triggers';
