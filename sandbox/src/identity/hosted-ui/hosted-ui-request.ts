/**
 * Validation of the hosted pages' query (access §7 "Hosted authorize redirect parameters" and "Hosted
 * logout redirect parameters"): the app client, and a redirect / logout URI on an allowed app origin
 * (no open redirects: anything else is refused before any redirect happens).
 */
import { SSO_RETURN_PATH, toSsoProvider, type SsoProvider } from '@member/shared-contracts';

export interface HostedUiPolicy {
  clientId: string;
  /** App origins (scheme://host:port) allowed to receive codes and logout redirects. */
  allowedOrigins: readonly string[];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problem: string };

function originOf(uri: string): string | null {
  try {
    const url = new URL(uri);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

const first = (value: unknown): string | undefined => (Array.isArray(value) ? first(value[0]) : typeof value === 'string' ? value : undefined);

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  provider: SsoProvider;
}

/** `response_type=code`, the app client, `redirect_uri` = `<allowed origin>/sso`, a known provider. */
export function checkAuthorizeRequest(query: Record<string, unknown>, policy: HostedUiPolicy): Checked<AuthorizeRequest> {
  if (first(query.response_type) !== 'code') return { ok: false, problem: 'response_type must be code' };
  const clientId = first(query.client_id);
  if (clientId !== policy.clientId) return { ok: false, problem: 'unknown client_id' };
  const redirectUri = first(query.redirect_uri) ?? '';
  const origin = originOf(redirectUri);
  if (!origin || !policy.allowedOrigins.includes(origin) || new URL(redirectUri).pathname !== SSO_RETURN_PATH) {
    return { ok: false, problem: 'redirect_uri is not allowed for this client' };
  }
  const provider = toSsoProvider(first(query.identity_provider));
  if (!provider) return { ok: false, problem: 'unknown identity_provider' };
  return { ok: true, value: { clientId, redirectUri, provider } };
}

/** The app client and a `logout_uri` on an allowed origin. */
export function checkLogoutRequest(query: Record<string, unknown>, policy: HostedUiPolicy): Checked<{ logoutUri: string }> {
  if (first(query.client_id) !== policy.clientId) return { ok: false, problem: 'unknown client_id' };
  const logoutUri = first(query.logout_uri) ?? '';
  const origin = originOf(logoutUri);
  if (!origin || !policy.allowedOrigins.includes(origin)) return { ok: false, problem: 'logout_uri is not allowed for this client' };
  return { ok: true, value: { logoutUri } };
}

/** `redirect_uri?code=...` (or `?error=...`), keeping any query the redirect URI had. */
export function withQuery(uri: string, values: Record<string, string>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(values)) url.searchParams.set(name, value);
  return url.toString();
}
