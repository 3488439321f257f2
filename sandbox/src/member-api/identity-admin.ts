/**
 * What the member API asks of the identity service as its administrator (in production the member
 * platform calls Cognito's Admin* APIs). The sandbox identity store (sandbox/src/identity) satisfies it.
 */
export interface IdentityAdmin {
  /** AdminSetUserPassword. Throws when the user does not exist. */
  adminSetPassword(login: string, password: string, options: { temporary: boolean }): unknown;
  /** AdminUpdateUserAttributes. Throws when the user does not exist. */
  adminUpdateUserAttributes(login: string, attributes: Record<string, string>): unknown;
  /** The username of a user with this sign-in email, when the pool has one (sign-ups the member API has no account for yet). */
  findUsername?(login: string): string | undefined;
  /**
   * Sends a verification code to a new email for the user (Cognito's UpdateUserAttributes email code,
   * recorded like every code the pool sends, purpose `verify_email`). The user's attributes stay as they are.
   */
  sendEmailChangeCode?(login: string, newEmail: string): void;
  /** Checks the user's pending email code; a match consumes it. */
  checkEmailChangeCode?(login: string, code: string): 'match' | 'mismatch' | 'expired' | 'none';
  /** AdminLinkProviderForUser: the federated identity (provider + its user id) now signs in as the member. */
  linkFederatedIdentity?(idpIdentifier: string, providerUserId: string, memberLogin: string): void;
  /**
   * Whether the grant a token came from (`origin_jti`) was revoked (RevokeToken, GlobalSignOut,
   * DeleteUser): the bearer check refuses such tokens before they expire.
   */
  isTokenRevoked?(originJti: string): boolean;
}
