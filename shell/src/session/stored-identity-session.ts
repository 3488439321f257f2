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
