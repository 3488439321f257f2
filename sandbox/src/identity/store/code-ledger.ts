/**
 * Every code the pool "sends" (SMS MFA, sign-up confirmation, forgot password, attribute verification).
 * In the sandbox every code is SANDBOX_CODE, but each send is still recorded per user and purpose so the
 * test control can read "the last code sent", and a code only verifies while it is pending.
 *
 * A code is spent by its MAX_WRONG_CODE_ANSWERS-th wrong answer: from then on every answer, the right
 * code too, is 'spent' until a new code is sent. Cognito answers the first five wrong codes of a
 * ConfirmForgotPassword with CodeMismatchException and the next with LimitExceededException "Attempt
 * limit exceeded, please try after some time." (six guesses per code instead of unlimited ones).
 */
import { SANDBOX_CODE } from '../../seed/personas';
import { normalizeLogin } from './identity-user';

export type CodePurpose = 'sms_mfa' | 'sign_up' | 'forgot_password' | 'verify_email' | 'verify_phone_number';
export type DeliveryMedium = 'SMS' | 'EMAIL';

export interface SentCode {
  username: string;
  purpose: CodePurpose;
  code: string;
  deliveryMedium: DeliveryMedium;
  attributeName: 'email' | 'phone_number';
  sentAt: Date;
  expiresAt: Date;
  consumed: boolean;
  /** Wrong answers given to this code so far. */
  wrongAnswers: number;
}

/** `spent`: the code took MAX_WRONG_CODE_ANSWERS wrong answers and takes no answer any more. */
export type CodeCheck = 'match' | 'mismatch' | 'expired' | 'spent' | 'none';

/** Wrong answers that spend a code (Cognito: five CodeMismatchException, then LimitExceededException). */
export const MAX_WRONG_CODE_ANSWERS = 5;

/** Never equal to an answer (answers are required, non-empty strings): the code of a simulated send. */
const UNANSWERABLE_CODE = '';

const LIFETIME_MINUTES: Record<CodePurpose, number> = {
  sms_mfa: 3,
  sign_up: 24 * 60,
  forgot_password: 60,
  verify_email: 24 * 60,
  verify_phone_number: 24 * 60,
};

const keyOf = (username: string, purpose: CodePurpose) => `${normalizeLogin(username)}|${purpose}`;

export class CodeLedger {
  private readonly pending = new Map<string, SentCode>();
  private readonly history: SentCode[] = [];

  send(input: { username: string; purpose: CodePurpose; deliveryMedium: DeliveryMedium; attributeName: 'email' | 'phone_number'; now: Date }): SentCode {
    const sent: SentCode = {
      username: normalizeLogin(input.username),
      purpose: input.purpose,
      code: SANDBOX_CODE,
      deliveryMedium: input.deliveryMedium,
      attributeName: input.attributeName,
      sentAt: input.now,
      expiresAt: new Date(input.now.getTime() + LIFETIME_MINUTES[input.purpose] * 60_000),
      consumed: false,
      wrongAnswers: 0,
    };
    this.pending.set(keyOf(sent.username, sent.purpose), sent);
    this.history.push(sent);
    return sent;
  }

  /**
   * A send that delivers nothing, for a login with no account (Cognito's "prevent user existence errors"
   * answers such a request as if a code went out): the login then meets the same answers as a member
   * holding a code — mismatch, spent, expired — without any answer ever matching. Not in the history.
   */
  sendSimulated(login: string, purpose: CodePurpose, now: Date): void {
    const username = normalizeLogin(login);
    this.pending.set(keyOf(username, purpose), {
      username,
      purpose,
      code: UNANSWERABLE_CODE,
      deliveryMedium: 'EMAIL',
      attributeName: 'email',
      sentAt: now,
      expiresAt: new Date(now.getTime() + LIFETIME_MINUTES[purpose] * 60_000),
      consumed: false,
      wrongAnswers: 0,
    });
  }

  /** Checks an answer against the pending code; a wrong one counts towards spending the code. */
  check(username: string, purpose: CodePurpose, code: string, now: Date): CodeCheck {
    const sent = this.pending.get(keyOf(username, purpose));
    if (!sent || sent.consumed) return 'none';
    if (sent.wrongAnswers >= MAX_WRONG_CODE_ANSWERS) return 'spent';
    if (sent.expiresAt.getTime() <= now.getTime()) return 'expired';
    if (sent.code !== UNANSWERABLE_CODE && sent.code === code) return 'match';
    sent.wrongAnswers += 1;
    return 'mismatch';
  }

  consume(username: string, purpose: CodePurpose): void {
    const sent = this.pending.get(keyOf(username, purpose));
    if (sent) sent.consumed = true;
    this.pending.delete(keyOf(username, purpose));
  }

  /** The last code sent to a user (for one purpose, or any), pending or not. */
  lastSent(username: string, purpose?: CodePurpose): SentCode | undefined {
    const key = normalizeLogin(username);
    for (let index = this.history.length - 1; index >= 0; index -= 1) {
      const sent = this.history[index];
      if (sent && sent.username === key && (!purpose || sent.purpose === purpose)) return { ...sent };
    }
    return undefined;
  }

  forgetUser(username: string): void {
    const key = normalizeLogin(username);
    for (const [mapKey, sent] of this.pending) if (sent.username === key) this.pending.delete(mapKey);
  }

  clear(): void {
    this.pending.clear();
    this.history.length = 0;
  }
}
