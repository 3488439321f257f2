/**
 * Every code the pool "sends" (SMS MFA, sign-up confirmation, forgot password, attribute verification).
 * In the sandbox every code is SANDBOX_CODE, but each send is still recorded per user and purpose so the
 * test control can read "the last code sent", and a code only verifies while it is pending.
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
}

export type CodeCheck = 'match' | 'mismatch' | 'expired' | 'none';

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
    };
    this.pending.set(keyOf(sent.username, sent.purpose), sent);
    this.history.push(sent);
    return sent;
  }

  check(username: string, purpose: CodePurpose, code: string, now: Date): CodeCheck {
    const sent = this.pending.get(keyOf(username, purpose));
    if (!sent || sent.consumed) return 'none';
    if (sent.expiresAt.getTime() <= now.getTime()) return 'expired';
    return sent.code === code ? 'match' : 'mismatch';
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
