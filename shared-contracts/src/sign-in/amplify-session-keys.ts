import { AMPLIFY_KEY_PREFIX, amplifyLastAuthUserKey } from './amplify-token-storage';

/**
 * What a refresh reads beside the tokens, and what it removes when the session is over, in aws-amplify
 * v6's storage format. Apart from `amplify-token-storage` (which every first load reads) because only the
 * refresh, a chunk of its own, needs them.
 */
const userKey = (clientId: string, username: string, name: string) => `${AMPLIFY_KEY_PREFIX}.${clientId}.${username}.${name}`;

/** The stored refresh token and the remembered device (Cognito device tracking), each null when absent. */
export function readStoredRefreshCredentials(clientId: string, username: string, storage: Pick<Storage, 'getItem'>): { refreshToken: string | null; deviceKey: string | null } {
  return { refreshToken: storage.getItem(userKey(clientId, username, 'refreshToken')) || null, deviceKey: storage.getItem(userKey(clientId, username, 'deviceKey')) || null };
}

/** What Amplify removes when a session ends or its refresh is refused (the remembered device stays). */
export function amplifySessionKeys(clientId: string, username: string): string[] {
  return [amplifyLastAuthUserKey(clientId), ...['accessToken', 'idToken', 'refreshToken', 'clockDrift', 'signInDetails'].map((name) => userKey(clientId, username, name))];
}
