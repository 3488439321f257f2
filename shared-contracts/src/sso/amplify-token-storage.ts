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

/** The entries to write for `username`, in the order Amplify writes them (LastAuthUser first). */
export function amplifyTokenEntries(clientId: string, username: string, tokens: SsoTokens): Array<[string, string]> {
  const base = `${AMPLIFY_KEY_PREFIX}.${clientId}.${username}`;
  const entries: Array<[string, string]> = [
    [amplifyLastAuthUserKey(clientId), username],
    [`${base}.accessToken`, tokens.accessToken],
    [`${base}.idToken`, tokens.idToken],
  ];
  if (tokens.refreshToken) entries.push([`${base}.refreshToken`, tokens.refreshToken]);
  entries.push([`${base}.clockDrift`, '0']);
  return entries;
}
