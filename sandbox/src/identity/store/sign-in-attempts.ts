/**
 * Consecutive failed password attempts per login (known or not, so the answers never reveal whether a
 * user exists), with Cognito's temporary lockout:
 * - the first 5 failures in a row answer "Incorrect username or password.";
 * - from the 5th failure on, each failure locks the login for 1 s, doubling with every further failure
 *   (1, 2, 4, ... s) up to 15 minutes; every failure from the 6th on answers "Password attempts exceeded";
 * - during a lockout every attempt, the right password too, answers "Password attempts exceeded" and is
 *   not counted (Cognito: "attempts during a temporary lockout are ignored");
 * - 15 minutes without a failure after the lockout ended, or a successful sign-in, forget the count (so a
 *   guesser who waits out each 15-minute lockout stays at one guess per 15 minutes).
 *
 * And wrong SMS MFA codes per user, across challenge sessions: a challenge ends at its 3rd wrong code
 * (challenge-sessions.ts), but the right password opens a new one with a new code, so the misses are
 * counted here too. MAX_SMS_MFA_MISSES within SMS_MFA_MISSES_WINDOW_MS without a completed sign-in block
 * the user's SMS step (no code is sent nor taken) until the oldest miss is that old.
 */
import { FailureLimiter } from '../../http/rate-limiter';
import { normalizeLogin } from './identity-user';

export const FAILED_ATTEMPTS_BEFORE_LOCKOUT_MESSAGE = 5;
export const FIRST_LOCKOUT_MS = 1_000;
export const MAX_LOCKOUT_MS = 15 * 60_000;
const FAILURES_FORGOTTEN_AFTER_MS = 15 * 60_000;
/** Cognito's per-code limit is five wrong answers (code-ledger.ts); the same five span every session. */
export const MAX_SMS_MFA_MISSES = 5;
const SMS_MFA_MISSES_WINDOW_MS = 15 * 60_000;

interface Failures {
  count: number;
  lockedUntil: number;
}

/** How long the login is locked after its `count`-th failure in a row (0 before the 5th). */
export function lockoutAfterFailure(count: number): number {
  if (count < FAILED_ATTEMPTS_BEFORE_LOCKOUT_MESSAGE) return 0;
  return Math.min(FIRST_LOCKOUT_MS * 2 ** (count - FAILED_ATTEMPTS_BEFORE_LOCKOUT_MESSAGE), MAX_LOCKOUT_MS);
}

export class SignInAttempts {
  private readonly failures = new Map<string, Failures>();
  private readonly smsMfaMisses = new FailureLimiter(MAX_SMS_MFA_MISSES, SMS_MFA_MISSES_WINDOW_MS);

  private current(key: string, now: Date): Failures | undefined {
    const found = this.failures.get(key);
    if (found && now.getTime() >= found.lockedUntil + FAILURES_FORGOTTEN_AFTER_MS) {
      this.failures.delete(key);
      return undefined;
    }
    return found;
  }

  /** Whether the login is in a temporary lockout now. */
  isLockedOut(login: string, now: Date): boolean {
    const found = this.current(normalizeLogin(login), now);
    return Boolean(found && now.getTime() < found.lockedUntil);
  }

  /** Records a failure; answers how many failures in a row this login now has. */
  recordFailure(login: string, now: Date): number {
    const key = normalizeLogin(login);
    const count = (this.current(key, now)?.count ?? 0) + 1;
    const at = now.getTime();
    this.failures.set(key, { count, lockedUntil: at + lockoutAfterFailure(count) });
    return count;
  }

  recordSuccess(login: string): void {
    this.failures.delete(normalizeLogin(login));
  }

  /** Whether the user's SMS step is blocked by wrong codes in earlier sessions. */
  isSmsMfaBlocked(username: string): boolean {
    return this.smsMfaMisses.blockedFor(normalizeLogin(username)) > 0;
  }

  recordSmsMfaMiss(username: string): void {
    this.smsMfaMisses.fail(normalizeLogin(username));
  }

  /** A completed sign-in (the right SMS code) forgets the misses. */
  recordSmsMfaPassed(username: string): void {
    this.smsMfaMisses.succeed(normalizeLogin(username));
  }

  clear(): void {
    this.failures.clear();
    this.smsMfaMisses.clear();
  }
}
