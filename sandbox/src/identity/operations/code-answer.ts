/**
 * How an operation answers a checked confirmation code (store/code-ledger.ts), the same for every code
 * the pool checks: a wrong code is CodeMismatchException, a spent one LimitExceededException "Attempt
 * limit exceeded, please try after some time." (the right code too, until a new one is sent), an
 * expired one ExpiredCodeException.
 */
import { attemptLimitExceeded, codeMismatch, expiredCode } from '../protocol/cognito-error';
import type { CodeCheck } from '../store/code-ledger';

/**
 * Throws unless the code matched. `withoutCode` is the answer when no code is pending: operations open to
 * anyone answer CodeMismatchException, as Cognito does for a username with no account, so that a member
 * who asked for no code and a login with no account are answered alike.
 */
export function assertCodeMatched(check: CodeCheck, withoutCode: 'mismatch' | 'expired'): void {
  switch (check) {
    case 'match':
      return;
    case 'mismatch':
      throw codeMismatch();
    case 'spent':
      throw attemptLimitExceeded();
    case 'expired':
      throw expiredCode();
    case 'none':
      throw withoutCode === 'mismatch' ? codeMismatch() : expiredCode();
  }
}
