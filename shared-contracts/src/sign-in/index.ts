/**
 * Signing in (access §2.1, §2.2, §4, §5, §7): which screen `/` shows, the sign-in form rules, MFA codes, username
 * lookup, and single sign-on (hosted UI URLs, PKCE, token storage, federated identities, the SSO providers shown).
 */
export {
  type SsoTokens, type StoredIdentityTokens, amplifyTokenEntries, readStoredIdentityTokens, isStoredTokenFresh,
} from './amplify-token-storage';
export { amplifySessionKeys, readStoredRefreshCredentials } from './amplify-session-keys';
export { identityServiceEndpoint, refreshTokenAuthRequest, parseRefreshTokenAuthAnswer } from './refresh-token-auth';
export { decodeJwtPayload, federatedIdentityOf, isLinkedToAccount } from './federated-identity';
export { SSO_RETURN_PATH, SSO_LOGOUT_RETURN_PATH, HOSTED_UI_PATHS, hostedLogoutUrl } from './sso-paths';
export { ssoTokenUrl, ssoRedirectUri, hostedAuthorizeUrl, authorizationCodeGrant, refreshTokenGrant } from './hosted-ui';
export { identityLinkFailureOf } from './identity-link-failure';
export { mfaCodeFormSchema, type MfaCodeForm } from './mfa-code';
export {
  PKCE_METHOD, type WebCrypto, isPkceVerifier, isPkceChallenge, pkceChallengeOf, createPendingSsoSignIn,
  parsePendingSsoSignIn, checkSsoReturn,
} from './pkce';
export { hasSeenCarousel, markCarouselSeen } from './carousel-seen';
export { SSO_HANDOFF_QUERY_KEY, readSsoHandoffProvider, decideRootScreen, welcomeCarouselDue } from './root-screen';
export { type SignInForm, normalizeSignIn, signInFieldErrors } from './sign-in-rules';
export { socialProvidersShown } from './social-sign-in-providers';
export { type SsoProvider, toSsoProvider, userPoolForSsoProvider, toUserPoolChoice } from './sso-providers';
export { parseSsoTokenResponse } from './sso-token-response';
export { type UsernameLookupReason, usernameLookupReason } from './username-lookup';
export { type UsernamesQuery, usernamesQuerySchema } from './usernames-query';
