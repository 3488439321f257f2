/**
 * The attribute schema of the sandbox pool: the standard attributes the app uses plus every custom
 * attribute named in shared-contracts' CLAIM_KEYS. Writing anything else is refused as Cognito refuses it.
 */
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { CognitoError, invalidParameter } from '../protocol/cognito-error';

const STANDARD_ATTRIBUTES = ['email', 'phone_number', 'given_name', 'family_name', 'birthdate', 'name', 'locale', 'zoneinfo'] as const;

const CUSTOM_ATTRIBUTES: readonly string[] = Object.values(CLAIM_KEYS).filter((name) => name.startsWith('custom:'));

/** The pool's schema: what SignUp may write; a signed-in member updates only MEMBER_UPDATABLE_ATTRIBUTES of it. */
export const WRITABLE_ATTRIBUTES: ReadonlySet<string> = new Set<string>([...STANDARD_ATTRIBUTES, ...CUSTOM_ATTRIBUTES]);

/**
 * Attributes only the service itself (or the member platform, through the admin API) sets. The account,
 * client and client-organisation ids are what the member API authorises by: a member who could write
 * them could read another member's account, so the app client may not (as a Cognito app client's
 * write permissions would be set). The plan id stays writable: access §4 updates it from the app.
 */
export const SERVICE_MANAGED_ATTRIBUTES: ReadonlySet<string> = new Set([
  'sub',
  'email_verified',
  'phone_number_verified',
  CLAIM_KEYS.accountId,
  CLAIM_KEYS.clientId,
  CLAIM_KEYS.clientOrgId,
]);

/**
 * What the app client may change on a signed-in user (UpdateUserAttributes, and attributes sent with the
 * NEW_PASSWORD_REQUIRED answer), as a Cognito app client's write attributes are set: only what the app
 * writes (shell/src/session/amplify-identity.ts: the phone on /security, the plan id on plan-id sync).
 * The sign-in email changes through the member API's `PATCH /account` and its confirmation code, so the
 * account and the identity cannot disagree; names, birth date and last-4 are the enrollment's, matched at
 * sign-up and never changed by the member. (A Cognito app client has one write list, which SignUp obeys
 * too; the app's sign-up sends email, names and birth date for the pre-sign-up roster match, so SignUp
 * here is checked against the schema only.)
 */
const MEMBER_UPDATABLE_ATTRIBUTES: ReadonlySet<string> = new Set([CLAIM_KEYS.phoneNumber, CLAIM_KEYS.planId]);

/** Attributes that can be verified with a code (GetUserAttributeVerificationCode / VerifyUserAttribute). */
const VERIFIABLE_ATTRIBUTES = ['email', 'phone_number'] as const;
export type VerifiableAttribute = (typeof VERIFIABLE_ATTRIBUTES)[number];

export function isVerifiableAttribute(name: string): name is VerifiableAttribute {
  return (VERIFIABLE_ATTRIBUTES as readonly string[]).includes(name);
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
const BIRTHDATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const MAX_VALUE_LENGTH = 2048;

export function isEmailAddress(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

const unauthorizedAttribute = () => new CognitoError('NotAuthorizedException', 'A client attempted to write unauthorized attribute');

/** Checks one client-written attribute (sign-up); throws the Cognito error a real pool would answer. */
export function assertWritableAttribute(name: string, value: string): void {
  if (SERVICE_MANAGED_ATTRIBUTES.has(name)) throw unauthorizedAttribute();
  if (!WRITABLE_ATTRIBUTES.has(name)) {
    throw invalidParameter(`Attribute does not exist in the schema: ${name}`);
  }
  if (value.length > MAX_VALUE_LENGTH) throw invalidParameter(`Attribute value for ${name} is too long.`);
  if (name === 'email' && !isEmailAddress(value)) throw invalidParameter('Invalid email address format.');
  if (name === 'phone_number' && !E164_PATTERN.test(value)) throw invalidParameter('Invalid phone number format.');
  if (name === 'birthdate' && !BIRTHDATE_PATTERN.test(value)) throw invalidParameter('Invalid birthdate format. Expected YYYY-MM-DD.');
}

/**
 * Checks one attribute a signed-in member writes: in the schema and valid (assertWritableAttribute), and
 * among the app client's write attributes, else Cognito's NotAuthorizedException for an unauthorized write.
 */
export function assertMemberMayUpdateAttribute(name: string, value: string): void {
  assertWritableAttribute(name, value);
  if (!MEMBER_UPDATABLE_ATTRIBUTES.has(name)) throw unauthorizedAttribute();
}
