import type { UserPoolChoice } from '../identity/session';
import { PKCE_METHOD } from './pkce';
import { HOSTED_UI_PATHS, SSO_RETURN_PATH, trimTrailingSlash } from './sso-paths';

/** Access §7 "Token exchange": `/auth/bnft/oauth2/token` for the bnft pool, `/auth/oauth2/token` otherwise. */
export function ssoTokenPath(userPool: UserPoolChoice): string {
  return userPool === 'bnft' ? HOSTED_UI_PATHS.bnftToken : HOSTED_UI_PATHS.token;
}

export function ssoTokenUrl(domain: string, userPool: UserPoolChoice): string {
  return `${trimTrailingSlash(domain)}${ssoTokenPath(userPool)}`;
}

/** The `/sso` return URL of an app origin (the OAuth redirect_uri). */
export function ssoRedirectUri(appOrigin: string): string {
  return `${trimTrailingSlash(appOrigin)}${SSO_RETURN_PATH}`;
}

/**
 * Access §7 "Hosted authorize redirect parameters: response_type code, client_id, redirect_uri,
 * identity_provider", plus `state` and the PKCE `code_challenge` with `code_challenge_method=S256`
 * (pkce.ts).
 */
export function hostedAuthorizeUrl(input: {
  domain: string;
  clientId: string;
  redirectUri: string;
  identityProvider: string;
  state: string;
  codeChallenge: string;
}): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    identity_provider: input.identityProvider,
    state: input.state,
    code_challenge: input.codeChallenge,
    code_challenge_method: PKCE_METHOD,
  });
  return `${trimTrailingSlash(input.domain)}${HOSTED_UI_PATHS.authorize}?${query.toString()}`;
}

/** The form-encoded body of a code exchange (grant_type authorization_code, with the PKCE code_verifier). */
export function authorizationCodeGrant(input: { clientId: string; redirectUri: string; code: string; codeVerifier: string }): URLSearchParams {
  return new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: input.clientId,
    redirect_uri: input.redirectUri,
    code: input.code,
    code_verifier: input.codeVerifier,
  });
}

/** The form-encoded body of a refresh (grant_type refresh_token). */
export function refreshTokenGrant(input: { clientId: string; refreshToken: string }): URLSearchParams {
  return new URLSearchParams({ grant_type: 'refresh_token', client_id: input.clientId, refresh_token: input.refreshToken });
}
