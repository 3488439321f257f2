/**
 * The identity calls after which no member's kept cards may stay (docs/offline-data.md), read by the
 * service worker as they pass: a sign-out (Cognito's GlobalSignOut or RevokeToken, sent by every
 * sign-out: the member's, the idle timeout's, the one after the member API refused the token), a refresh
 * the identity service refuses (the server says the session is gone), and a new sign-in (whoever it is:
 * the member's own cards come back the next time /id-card opens online).
 */
const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const SIGN_OUT_TARGETS = new Set(['GlobalSignOut', 'RevokeToken']);
const REFRESH_FLOWS = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

/** One identity call: a Cognito JSON call (`X-Amz-Target`) or a hosted token endpoint call (`grant_type`). */
export type IdentityCall =
  | { kind: 'cognito'; operation: string; authFlow: string | null }
  | { kind: 'token-endpoint'; grantType: string | null };

/** The Cognito operation an `X-Amz-Target` header names, or null. */
export function cognitoOperation(target: string | null): string | null {
  return target?.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : null;
}

/** A sign-out: forget before the call leaves (it may never arrive, offline). */
export function endsSessionWhenSent(call: IdentityCall): boolean {
  return call.kind === 'cognito' && SIGN_OUT_TARGETS.has(call.operation);
}

/** A refused refresh (the session is gone) or a sign-in that answered tokens (a member, maybe another, signed in). */
export function forgetsCardsWhenAnswered(call: IdentityCall, status: number, answeredTokens: boolean): boolean {
  const refresh = call.kind === 'cognito' ? call.authFlow !== null && REFRESH_FLOWS.has(call.authFlow) : call.grantType === 'refresh_token';
  if (refresh) return status >= 400 && status < 500;
  const signIn = call.kind === 'cognito' ? call.operation === 'InitiateAuth' || call.operation === 'RespondToAuthChallenge' : call.grantType === 'authorization_code';
  return signIn && status >= 200 && status < 300 && answeredTokens;
}
