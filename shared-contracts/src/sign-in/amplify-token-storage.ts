import { decodeJwtPayload } from './federated-identity';

/**
 * Access §7: "Single-sign-on tokens (id, access, refresh) are written into local storage in the identity
 * library's format" — aws-amplify v6's DefaultTokenStore keys (`CognitoIdentityServiceProvider.<client
 * id>.LastAuthUser` and `.<username>.{accessToken,idToken,refreshToken,clockDrift}`).
 */
export const AMPLIFY_KEY_PREFIX = 'CognitoIdentityServiceProvider';

export function amplifyLastAuthUserKey(clientId: string): string {
  return `${AMPLIFY_KEY_PREFIX}.${clientId}.LastAuthUser`;
}

export interface SsoTokens {
  idToken: string;
  accessToken: string;
  refreshToken?: string;
}

/**
 * The entries to write for `username`, in the order Amplify writes them (LastAuthUser first). `clockDriftMs`
 * is Amplify's drift (the token's `iat` minus the device clock), so a device whose clock is off does not
 * take fresh tokens for expired ones.
 */
export function amplifyTokenEntries(clientId: string, username: string, tokens: SsoTokens, clockDriftMs = 0): Array<[string, string]> {
  const base = `${AMPLIFY_KEY_PREFIX}.${clientId}.${username}`;
  const entries: Array<[string, string]> = [
    [amplifyLastAuthUserKey(clientId), username],
    [`${base}.accessToken`, tokens.accessToken],
    [`${base}.idToken`, tokens.idToken],
  ];
  if (tokens.refreshToken) entries.push([`${base}.refreshToken`, tokens.refreshToken]);
  entries.push([`${base}.clockDrift`, String(clockDriftMs)]);
  return entries;
}

/** Tokens stored in the identity library's format, read back without loading the library. */
export interface StoredIdentityTokens {
  username: string;
  idToken: string;
  /** The id token's payload (decoded, not verified: the API verifies it). */
  idTokenPayload: Record<string, unknown>;
  /** The access token: the member API's bearer (it accepts no id token, docs/session-and-identity.md "Tokens"). */
  accessToken: string;
  /** When the first of the two tokens expires, ms since the epoch (the earlier `exp` claim). */
  expiresAt: number;
  /** Amplify's stored clock drift (ms, server minus device), 0 when absent. */
  clockDrift: number;
}

/**
 * The signed-in user's tokens as Amplify v6 stores them (the keys `amplifyTokenEntries` writes), or null
 * when none are stored or the id token cannot be decoded. Lets the shell render a stored session before
 * the identity library has loaded (so the first render waits for no identity round trip).
 */
export function readStoredIdentityTokens(clientId: string, storage: Pick<Storage, 'getItem'>): StoredIdentityTokens | null {
  try {
    const username = storage.getItem(amplifyLastAuthUserKey(clientId));
    if (!username) return null;
    const base = `${AMPLIFY_KEY_PREFIX}.${clientId}.${username}`;
    const idToken = storage.getItem(`${base}.idToken`);
    const accessToken = storage.getItem(`${base}.accessToken`);
    if (!idToken || !accessToken) return null;
    const idTokenPayload = decodeJwtPayload(idToken);
    const exp = idTokenPayload?.exp;
    const accessExp = decodeJwtPayload(accessToken)?.exp;
    if (!idTokenPayload || typeof exp !== 'number' || typeof accessExp !== 'number') return null;
    const drift = Number(storage.getItem(`${base}.clockDrift`) ?? 0);
    return { username, idToken, idTokenPayload, accessToken, expiresAt: Math.min(exp, accessExp) * 1000, clockDrift: Number.isFinite(drift) ? drift : 0 };
  } catch {
    return null;
  }
}

/**
 * Whether stored tokens can be used as they are for `marginMs` more: Amplify's own rule (the device clock
 * corrected by the stored drift) with a margin, so a token is never sent in its last seconds.
 */
export function isStoredTokenFresh(tokens: Pick<StoredIdentityTokens, 'expiresAt' | 'clockDrift'>, now: number, marginMs = 60_000): boolean {
  return tokens.expiresAt > now + tokens.clockDrift + marginMs;
}
