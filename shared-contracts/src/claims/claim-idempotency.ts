/**
 * A claim submission carries an idempotency key: one per draft, made by the app when the draft starts and
 * kept across retries of that draft, so a repeat (a retry after a lost answer, a second press) answers
 * the first claim again instead of filing a second one. The header and its limit follow Stripe's
 * `Idempotency-Key` (up to 255 characters); a key reused with a different body is refused with 422, as
 * the IETF draft "The Idempotency-Key HTTP Header Field" says (Stripe answers that case 400).
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Printable ASCII without spaces, 1 to 255 characters (a UUID from the app is 36). */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= IDEMPOTENCY_KEY_MAX_LENGTH && /^[\x21-\x7e]+$/.test(value);
}
