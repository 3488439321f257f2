import type { UserPoolChoice } from '../identity/session';
import { SIGNED_OUT_PATH } from '../routes/page-state';
import { PKCE_METHOD } from './pkce';

/** The single sign-on return route (access §2.1 `/sso`). */
export const SSO_RETURN_PATH = '/sso';
/** Where the hosted logout sends the member back to: the sign-out landing (access §4). */
export const SSO_LOGOUT_RETURN_PATH = SIGNED_OUT_PATH;

/** The hosted pages (authorize, logout) and the token endpoint, relative to the identity domain. */
export const HOSTED_UI_PATHS = {
  authorize: '/oauth2/authorize',
  logout: '/logout',
  token: '/auth/oauth2/token',
  bnftToken: '/auth/bnft/oauth2/token',
} as const;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Access §7 "Token exchange": `/auth/bnft/oauth2/token` for the bnft pool, `/auth/oauth2/token` otherwise. */
export function ssoTokenPath(userPool: UserPoolChoice): string {
  return userPool === 'bnft' ? HOSTED_UI_PATHS.bnftToken : HOSTED_UI_PATHS.token;
}

export function ssoTokenUrl(domain: string, userPool: UserPoolChoice): string {
  return `${trimSlash(domain)}${ssoTokenPath(userPool)}`;
}

/** The `/sso` return URL of an app origin (the OAuth redirect_uri). */
export function ssoRedirectUri(appOrigin: string): string {
  return `${trimSlash(appOrigin)}${SSO_RETURN_PATH}`;
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
  return `${trimSlash(input.domain)}${HOSTED_UI_PATHS.authorize}?${query.toString()}`;
}

/** Access §7 "Hosted logout redirect parameters: client_id, logout_uri". */
export function hostedLogoutUrl(input: { domain: string; clientId: string; logoutUri: string }): string {
  const query = new URLSearchParams({ client_id: input.clientId, logout_uri: input.logoutUri });
  return `${trimSlash(input.domain)}${HOSTED_UI_PATHS.logout}?${query.toString()}`;
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
