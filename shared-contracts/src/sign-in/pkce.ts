/**
 * OAuth 2.0 `state` and PKCE (RFC 7636, method S256) for the hosted sign-in, against login CSRF:
 * the app makes a random `state` and `code_verifier` before it leaves for the hosted page, keeps them for
 * this tab only, sends `state` and `code_challenge = BASE64URL(SHA-256(code_verifier))`; `/sso` takes a
 * code only with the `state` it sent, and the token endpoint gives tokens only for the `code_verifier`
 * whose challenge came with the authorize request. A code obtained in another browser therefore signs
 * nobody in: that browser has no pending sign-in, and the attacker's verifier never leaves the attacker.
 * Works with Web Crypto (browser and Node ≥ 20 alike).
 */

export const PKCE_METHOD = 'S256';

/** RFC 7636 §4.1: 43 to 128 characters of [A-Z a-z 0-9 - . _ ~]. */
const VERIFIER_PATTERN = /^[A-Za-z0-9\-._~]{43,128}$/;
/** A base64url SHA-256 digest: 43 characters. */
const CHALLENGE_PATTERN = /^[A-Za-z0-9\-_]{43}$/;

/** How long a pending hosted sign-in waits for its `/sso` return (decision: the code itself lives 5 minutes). */
const PENDING_SSO_SIGN_IN_LIFETIME_MS = 10 * 60_000;

/** What one tab keeps between leaving for the hosted page and the `/sso` return (never a token). */
interface PendingSsoSignIn {
  state: string;
  codeVerifier: string;
  /** Epoch milliseconds after which the return is refused. */
  expiresAt: number;
}

type SsoReturnCheck = { ok: true; codeVerifier: string } | { ok: false; reason: 'noPendingSignIn' | 'stateMismatch' | 'expired' };

export type WebCrypto = Pick<Crypto, 'getRandomValues' | 'subtle'>;

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 32 random bytes, base64url (43 characters): a state or a code verifier. */
function randomUrlSafeString(crypto: WebCrypto = globalThis.crypto): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

export const isPkceVerifier = (value: unknown): value is string => typeof value === 'string' && VERIFIER_PATTERN.test(value);
export const isPkceChallenge = (value: unknown): value is string => typeof value === 'string' && CHALLENGE_PATTERN.test(value);

/** `BASE64URL(SHA-256(ASCII(code_verifier)))`. */
export async function pkceChallengeOf(codeVerifier: string, crypto: WebCrypto = globalThis.crypto): Promise<string> {
  return base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(codeVerifier))));
}

/** A fresh pending sign-in and the challenge to send with it. */
export async function createPendingSsoSignIn(now: number, crypto: WebCrypto = globalThis.crypto): Promise<{ pending: PendingSsoSignIn; codeChallenge: string }> {
  const codeVerifier = randomUrlSafeString(crypto);
  return {
    pending: { state: randomUrlSafeString(crypto), codeVerifier, expiresAt: now + PENDING_SSO_SIGN_IN_LIFETIME_MS },
    codeChallenge: await pkceChallengeOf(codeVerifier, crypto),
  };
}

/** The stored form of a pending sign-in, or null when what is stored is not one. */
export function parsePendingSsoSignIn(stored: string | null): PendingSsoSignIn | null {
  if (!stored) return null;
  try {
    const value = JSON.parse(stored) as Partial<PendingSsoSignIn>;
    if (typeof value.state !== 'string' || !value.state || !isPkceVerifier(value.codeVerifier) || typeof value.expiresAt !== 'number') return null;
    return { state: value.state, codeVerifier: value.codeVerifier, expiresAt: value.expiresAt };
  } catch {
    return null;
  }
}

/** Whether a `/sso` return's `state` matches this tab's pending sign-in; answers its verifier if so. */
export function checkSsoReturn(pending: PendingSsoSignIn | null, returnedState: string | null, now: number): SsoReturnCheck {
  if (!pending) return { ok: false, reason: 'noPendingSignIn' };
  if (!returnedState || returnedState !== pending.state) return { ok: false, reason: 'stateMismatch' };
  if (now >= pending.expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, codeVerifier: pending.codeVerifier };
}
