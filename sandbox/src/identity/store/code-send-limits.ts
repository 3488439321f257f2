/**
 * How many codes one login may be sent per purpose in an hour, counted for logins with and without an
 * account alike (a limit met only by members would tell who has an account). Cognito documents "In a
 * given hour, we allow between 5 and 20 attempts for a user to request or enter a password reset code"
 * and answers the next request LimitExceededException "Attempt limit exceeded, please try after some
 * time."; the sandbox takes the low end for every emailed code and twice that for sign-in SMS, which a
 * member also meets by signing in again ("send a new code" at the SMS step is a new sign-in).
 */
import { RateLimiter } from '../../http/rate-limiter';
import type { CodePurpose } from './code-ledger';
import { normalizeLogin } from './identity-user';

const CODE_SEND_WINDOW_MS = 60 * 60_000;
export const CODE_SENDS_PER_HOUR: Readonly<Record<CodePurpose, number>> = {
  forgot_password: 5,
  sign_up: 5,
  verify_email: 5,
  verify_phone_number: 5,
  sms_mfa: 10,
};

export class CodeSendLimits {
  private readonly limiters = new Map<CodePurpose, RateLimiter>();

  /** Counts a send to a login; false when the login was sent its hourly number of codes already. */
  take(login: string, purpose: CodePurpose): boolean {
    let limiter = this.limiters.get(purpose);
    if (!limiter) {
      limiter = new RateLimiter(CODE_SENDS_PER_HOUR[purpose], CODE_SEND_WINDOW_MS);
      this.limiters.set(purpose, limiter);
    }
    return limiter.take(normalizeLogin(login)).allowed;
  }

  clear(): void {
    this.limiters.clear();
  }
}
