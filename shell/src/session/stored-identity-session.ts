import { isStoredTokenFresh, readStoredIdentityTokens } from '@member/shared-contracts/sign-in';

/**
 * Whether the identity library has a signed-in user stored in this browser, read from Amplify's own
 * token-store keys (`CognitoIdentityServiceProvider.<app client id>.LastAuthUser`, the format single
 * sign-on tokens are written in too). With none, the member is unauthenticated and Amplify need not load.
 */
export function hasStoredIdentitySession(userPoolClientId: string, storage: Pick<Storage, 'getItem'> = window.localStorage): boolean {
  try {
    return Boolean(storage.getItem(`CognitoIdentityServiceProvider.${userPoolClientId}.LastAuthUser`));
  } catch {
    return false;
  }
}

const LAST_AUTH_USER_KEY = /^CognitoIdentityServiceProvider\.([^.]+)\.LastAuthUser$/;

/**
 * Whether some app client has a signed-in user stored whose tokens cannot be used as they are (in their
 * last minute, expired, unreadable): only then is the identity library needed at once, to refresh them.
 * Asked before the environment's config (and so the app client id) has arrived, to start loading the
 * library in parallel with it. A stored session with fresh tokens renders and calls the API
 * without the library; it loads on first need (a refresh, an identity operation, a sign-out).
 */
export function storedSessionNeedsIdentityLibrary(
  storage: Pick<Storage, 'length' | 'key' | 'getItem'> = window.localStorage,
  now: number = Date.now(),
): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const clientId = LAST_AUTH_USER_KEY.exec(storage.key(index) ?? '')?.[1];
      if (!clientId || !hasStoredIdentitySession(clientId, storage)) continue;
      const tokens = readStoredIdentityTokens(clientId, storage);
      if (!tokens || !isStoredTokenFresh(tokens, now)) return true;
    }
    return false;
  } catch {
    return false;
  }
}
