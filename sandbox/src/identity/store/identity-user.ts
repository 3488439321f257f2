/**
 * One user of the sandbox pool, as Cognito keeps it: a username (the sign-in email, lower-cased),
 * a stable `sub`, a status, the attribute map, an SRP password verifier and the SMS MFA settings.
 */
import type { PasswordVerifier } from '../srp/password-verifier';

/** FORCE_CHANGE_PASSWORD: the password is temporary and the next sign-in answers NEW_PASSWORD_REQUIRED. */
type UserStatus = 'CONFIRMED' | 'UNCONFIRMED' | 'FORCE_CHANGE_PASSWORD';

interface SmsMfaSettings {
  enabled: boolean;
  preferred: boolean;
}

export interface IdentityUser {
  username: string;
  sub: string;
  status: UserStatus;
  /** Attribute name → value, as GetUser lists them (`email_verified` is the string 'true' / 'false'). */
  attributes: Record<string, string>;
  password: PasswordVerifier;
  smsMfa: SmsMfaSettings;
  createdAt: Date;
  updatedAt: Date;
}

/** Usernames and emails compare case-insensitively. */
export function normalizeLogin(login: string): string {
  return login.trim().toLowerCase();
}
