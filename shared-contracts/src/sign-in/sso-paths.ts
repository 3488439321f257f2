import { SIGNED_OUT_PATH } from '../routes/page-state';

/**
 * The addresses of single sign-on that every first load needs (the `/sso` route, the sign-out's hosted
 * logout); the sign-in half of the hosted UI (hosted-ui.ts) loads only when a sign-on starts or returns.
 */

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

export const trimTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Access §7 "Hosted logout redirect parameters: client_id, logout_uri". */
export function hostedLogoutUrl(input: { domain: string; clientId: string; logoutUri: string }): string {
  const query = new URLSearchParams({ client_id: input.clientId, logout_uri: input.logoutUri });
  return `${trimTrailingSlash(input.domain)}${HOSTED_UI_PATHS.logout}?${query.toString()}`;
}
