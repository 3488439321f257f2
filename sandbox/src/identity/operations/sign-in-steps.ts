/**
 * The steps of a sign-in once a password has been checked, shared by USER_SRP_AUTH, USER_PASSWORD_AUTH
 * and the challenge answers:
 *   locked out → "Password attempts exceeded" (the right password too);
 *   wrong password → count the failure ("Incorrect username or password." / "Password attempts exceeded");
 *   right password → unconfirmed? → temporary password (NEW_PASSWORD_REQUIRED)? → SMS MFA (SMS_MFA)? → tokens.
 * The SMS step sends no code while the user's SMS step is blocked by wrong codes (store/sign-in-attempts.ts)
 * or past the hourly number of SMS codes (store/code-send-limits.ts): LimitExceededException.
 */
import { CognitoError, attemptLimitExceeded, attemptsExceeded, incorrectCredentials, invalidParameter } from '../protocol/cognito-error';
import { maskPhoneNumber } from '../protocol/mask-destination';
import type { IdentityUser } from '../store/identity-user';
import { FAILED_ATTEMPTS_BEFORE_LOCKOUT_MESSAGE } from '../store/sign-in-attempts';
import { assertCodeSendAllowed } from './code-send-limit';
import type { OperationContext } from './operation-context';

export type AuthResponse = Record<string, unknown>;

export function failPasswordAttempt(login: string, context: OperationContext): never {
  const failures = context.store.signInAttempts.recordFailure(login, context.now());
  throw failures > FAILED_ATTEMPTS_BEFORE_LOCKOUT_MESSAGE ? attemptsExceeded() : incorrectCredentials();
}

/**
 * A login in a temporary lockout (store/sign-in-attempts.ts) is refused before its password is looked
 * at, the right one too, and the attempt is not counted.
 */
export function assertNotLockedOut(login: string, context: OperationContext): void {
  if (context.store.signInAttempts.isLockedOut(login, context.now())) throw attemptsExceeded();
}

export async function issueSignInTokens(user: IdentityUser, context: OperationContext): Promise<AuthResponse> {
  const now = context.now();
  const grant = context.store.refreshTokens.open(user.username, now);
  const tokens = await context.tokens.issue(user, grant, now);
  return { AuthenticationResult: { ...tokens, RefreshToken: grant.token }, ChallengeParameters: {} };
}

function smsMfaChallenge(user: IdentityUser, context: OperationContext): AuthResponse {
  const phoneNumber = user.attributes.phone_number;
  if (!phoneNumber) throw invalidParameter('User does not have delivery config set to turn on SMS_MFA');
  if (context.store.signInAttempts.isSmsMfaBlocked(user.username)) throw attemptLimitExceeded();
  assertCodeSendAllowed(user.username, 'sms_mfa', context);
  const now = context.now();
  context.store.codes.send({ username: user.username, purpose: 'sms_mfa', deliveryMedium: 'SMS', attributeName: 'phone_number', now });
  return {
    ChallengeName: 'SMS_MFA',
    Session: context.store.challenges.openChallenge(user.username, 'SMS_MFA', now),
    ChallengeParameters: {
      CODE_DELIVERY_DELIVERY_MEDIUM: 'SMS',
      CODE_DELIVERY_DESTINATION: maskPhoneNumber(phoneNumber),
      USER_ID_FOR_SRP: user.username,
    },
  };
}

function newPasswordChallenge(user: IdentityUser, context: OperationContext): AuthResponse {
  const visibleAttributes = Object.fromEntries(Object.entries(user.attributes).filter(([name]) => name !== 'sub'));
  return {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: context.store.challenges.openChallenge(user.username, 'NEW_PASSWORD_REQUIRED', context.now()),
    ChallengeParameters: {
      USER_ID_FOR_SRP: user.username,
      requiredAttributes: '[]',
      userAttributes: JSON.stringify(visibleAttributes),
    },
  };
}

/** After the first factor (password, or a new password): SMS MFA when the user has it on, else tokens. */
export function continueAfterFirstFactor(user: IdentityUser, context: OperationContext): Promise<AuthResponse> | AuthResponse {
  return user.smsMfa.enabled ? smsMfaChallenge(user, context) : issueSignInTokens(user, context);
}

export async function continueAfterPasswordVerified(user: IdentityUser, context: OperationContext): Promise<AuthResponse> {
  context.store.signInAttempts.recordSuccess(user.username);
  if (user.status === 'UNCONFIRMED') throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
  if (user.status === 'FORCE_CHANGE_PASSWORD') return newPasswordChallenge(user, context);
  return continueAfterFirstFactor(user, context);
}
