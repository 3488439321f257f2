/** Spec access §3 "Session context" and §4 "Authentication status". */
export const AUTH_STATUSES = ['querying', 'authenticated', 'unauthenticated', 'sso'] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];

/** Claims read from the identity token after §5 validation; a claim that failed validation is absent. */
export interface TokenClaims {
  accountId: string;
  clientId: number | null;
  clientOrgId: number | null;
  planId: number | null;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  identificationCode: string | null;
  locale: 'en-US' | 'es-US';
  federatedEmail: string | null;
  ein: string | null;
  phoneNumber: string | null;
  email: string | null;
}

export interface SessionSnapshot {
  status: AuthStatus;
  accountId: string | null;
  clientId: number | null;
  mfaEnabled: boolean;
  /**
   * False while the MFA preference has not been read yet: the host reads it (a `GetUser` round trip) when
   * a page needs it, not before a signed-in member's first page, and renders the pages that
   * show it only once it is known. Optional: absent means known (a host that does not send it).
   */
  mfaKnown?: boolean;
  /** Incremented by a refresh-account event; the account reloads when it changes. */
  accountRefreshCounter: number;
  /**
   * The member signed out in this page's life (not merely "no session yet"): private routes then lead to
   * `/?state=signed-out`, not to sign-in with the page kept. Optional: a 1.0 host does not send it.
   */
  signedOut?: boolean;
  /**
   * The sso provider name stored when single sign-on started (STORAGE_KEYS.ssoProviderName), read with
   * the session; null without one. Optional: a host may not send it (additive in the mount contract).
   */
  ssoProviderName?: string | null;
  /**
   * The identity provider's opaque user id of a single-sign-on session (the id token's `identities`
   * claim), for the analytics global property `federatedUserId` (access §3); never the federated email.
   */
  federatedUserId?: string | null;
  claims: TokenClaims | null;
}

/** Stored identity pool choice (access §3). */
export type UserPoolChoice = 'default' | 'idp-sso' | 'bnft';
