/**
 * Consecutive failed password attempts per login (known or not, so the answers never reveal whether a
 * user exists). Cognito answers the sixth failure in a row with "Password attempts exceeded";
 * a successful sign-in resets the count.
 */
import { normalizeLogin } from './identity-user';

export const FAILED_ATTEMPTS_BEFORE_LOCKOUT_MESSAGE = 5;

export class SignInAttempts {
  private readonly failures = new Map<string, number>();

  /** Records a failure; answers how many failures in a row this login now has. */
  recordFailure(login: string): number {
    const key = normalizeLogin(login);
    const count = (this.failures.get(key) ?? 0) + 1;
    this.failures.set(key, count);
    return count;
  }

  recordSuccess(login: string): void {
    this.failures.delete(normalizeLogin(login));
  }

  clear(): void {
    this.failures.clear();
  }
}
