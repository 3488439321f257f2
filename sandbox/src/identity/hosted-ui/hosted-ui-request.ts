/**
 * Validation of the hosted pages' query (access §7 "Hosted authorize redirect parameters" and "Hosted
 * logout redirect parameters"): the app client, and a redirect / logout URI on an allowed app origin
 * (no open redirects: anything else is refused before any redirect happens).
 */
import { PKCE_METHOD, SSO_RETURN_PATH, isPkceChallenge, toSsoProvider, type SsoProvider } from '@member/shared-contracts/sign-in';

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
  /** PKCE: BASE64URL(SHA-256(code_verifier)); the token endpoint checks the verifier against it. */
  codeChallenge: string;
  /** The client's `state`, sent back unchanged with the code (or the error). */
  state: string | null;
}

/**
 * `response_type=code`, the app client, `redirect_uri` = `<allowed origin>/sso`, a known provider, and a
 * PKCE `code_challenge` with `code_challenge_method=S256` (required here, as the app client would be
 * configured; Cognito refuses any other method). `state` is passed through.
 */
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
  const codeChallenge = first(query.code_challenge);
  if (!isPkceChallenge(codeChallenge)) return { ok: false, problem: 'a code_challenge (PKCE, S256) is required' };
  if (first(query.code_challenge_method) !== PKCE_METHOD) return { ok: false, problem: 'code_challenge_method must be S256' };
  const state = first(query.state) ?? null;
  return { ok: true, value: { clientId, redirectUri, provider, codeChallenge, state } };
}

/** The app client and a `logout_uri` on an allowed origin. */
export function checkLogoutRequest(query: Record<string, unknown>, policy: HostedUiPolicy): Checked<{ logoutUri: string }> {
  if (first(query.client_id) !== policy.clientId) return { ok: false, problem: 'unknown client_id' };
  const logoutUri = first(query.logout_uri) ?? '';
  const origin = originOf(logoutUri);
  if (!origin || !policy.allowedOrigins.includes(origin)) return { ok: false, problem: 'logout_uri is not allowed for this client' };
  return { ok: true, value: { logoutUri } };
}

/** `redirect_uri?code=...` (or `?error=...`), keeping any query the redirect URI had; null values are left out. */
export function withQuery(uri: string, values: Record<string, string | null>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(values)) if (value !== null) url.searchParams.set(name, value);
  return url.toString();
}
