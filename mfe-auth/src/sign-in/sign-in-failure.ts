import { toIdentityError } from '@member/shared-contracts/mount';
import { NOT_AUTHORIZED, hasIdentityErrorName } from '../common/identity-error-name';

type SignInFailureReason = 'UNAUTHORIZED' | 'UNKNOWN';

export interface SignInFailure {
  /** i18n key of the banner body; the heading is always the generic error heading. */
  bodyKey: 'signInFailure.incorrectCredentials' | 'signInFailure.attemptsExceeded' | 'errors.generic.body';
  /** The reason tracked with `sign_in_failed`. */
  reason: SignInFailureReason;
}

const INCORRECT_CREDENTIALS = 'incorrect username or password';
const ATTEMPTS_EXCEEDED = 'password attempts exceeded';

/**
 * Access §8 "Sign-in": a message beginning 'Incorrect username or password' → incorrect-credentials
 * copy; 'Password attempts exceeded' → that copy; anything else → the generic copy. Messages are
 * compared by their beginning, ignoring case. The reason is UNAUTHORIZED for either known message or
 * any NotAuthorizedException (any case), UNKNOWN otherwise.
 */
export function toSignInFailure(error: unknown): SignInFailure {
  const message = toIdentityError(error).message.trim().toLowerCase();
  if (message.startsWith(INCORRECT_CREDENTIALS)) return { bodyKey: 'signInFailure.incorrectCredentials', reason: 'UNAUTHORIZED' };
  if (message.startsWith(ATTEMPTS_EXCEEDED)) return { bodyKey: 'signInFailure.attemptsExceeded', reason: 'UNAUTHORIZED' };
  const reason = hasIdentityErrorName(error, NOT_AUTHORIZED) ? 'UNAUTHORIZED' : 'UNKNOWN';
  return { bodyKey: 'errors.generic.body', reason };
}
