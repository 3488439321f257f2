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
  /** Incremented by a refresh-account event; the account reloads when it changes. */
  accountRefreshCounter: number;
  claims: TokenClaims | null;
}

/** Stored identity pool choice (access §3). */
export type UserPoolChoice = 'default' | 'idp-sso' | 'bnft';
