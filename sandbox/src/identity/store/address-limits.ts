/**
 * Requests per caller address to the operations anyone may call without a token. A real pool puts an
 * AWS WAF rate-based rule in front of them (counted per address over 5 minutes); the sandbox answers the
 * request over the limit as Cognito answers a throttled one, TooManyRequestsException.
 *
 * Sized so that the app's own traffic never meets them: the e2e suite signs the demo members in hundreds
 * of times from 127.0.0.1, but test control resets these counts with the rest of the identity state
 * before every journey, and one journey makes a few dozen of these calls at most. What stops a guesser
 * of one member's codes is the per-code and per-login limits (code-ledger.ts, code-send-limits.ts); these
 * bound how many logins one address can try.
 */
import { RateLimiter } from '../../http/rate-limiter';

const WINDOW_MS = 5 * 60_000;

/** Operation groups and their requests per address per 5 minutes. */
export const ADDRESS_LIMITS = {
  /** Sign-in steps (InitiateAuth includes the token refreshes of every open tab). */
  signIn: 300,
  /** Sign-up and recovery: each one sends or checks a code. */
  codes: 60,
} as const;

const GROUP_OF: Readonly<Record<string, keyof typeof ADDRESS_LIMITS>> = {
  InitiateAuth: 'signIn',
  RespondToAuthChallenge: 'signIn',
  SignUp: 'codes',
  ConfirmSignUp: 'codes',
  ResendConfirmationCode: 'codes',
  ForgotPassword: 'codes',
  ConfirmForgotPassword: 'codes',
};

export class AddressLimits {
  private readonly limiters = {
    signIn: new RateLimiter(ADDRESS_LIMITS.signIn, WINDOW_MS),
    codes: new RateLimiter(ADDRESS_LIMITS.codes, WINDOW_MS),
  };

  /** Counts a call of an operation from an address; false when the address is over its limit. */
  take(operation: string, address: string): boolean {
    const group = Object.hasOwn(GROUP_OF, operation) ? GROUP_OF[operation] : undefined;
    return group ? this.limiters[group].take(address).allowed : true;
  }

  clear(): void {
    this.limiters.signIn.clear();
    this.limiters.codes.clear();
  }
}
