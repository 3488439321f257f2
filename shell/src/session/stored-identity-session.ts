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

/**
 * Whether any app client has a signed-in user stored: asked before the environment's config (and so the
 * app client id) has arrived, to start loading the identity library in parallel with it (issue 9 §1).
 */
export function hasAnyStoredIdentitySession(storage: Pick<Storage, 'length' | 'key' | 'getItem'> = window.localStorage): boolean {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key && /^CognitoIdentityServiceProvider\.[^.]+\.LastAuthUser$/.test(key) && storage.getItem(key)) return true;
    }
    return false;
  } catch {
    return false;
  }
}
