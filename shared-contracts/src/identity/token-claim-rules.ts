import { isValidEmail } from '../field-rules/email-pattern';
import { isValidIsoDate } from '../field-rules/iso-date';
import { EIN_DIGITS, IDENTIFICATION_CODE_DIGITS, PHONE_NUMBER_DIGITS, stripNonDigits } from '../field-rules/digits';

/**
 * One rule of access §5 "Token claims" per function. Each takes the raw claim value and returns:
 * - the normalised value,
 * - null when the claim is absent (or, for the lenient rules, unusable),
 * - INVALID_CLAIM when a present claim breaks a strict rule (the whole client data is then unreadable).
 */
export const INVALID_CLAIM: unique symbol = Symbol('invalid claim');
export type ClaimRuleResult<T> = T | null | typeof INVALID_CLAIM;

const isAbsent = (value: unknown): value is null | undefined => value === undefined || value === null;

/** A plain decimal number as text: `12`, `-3`, `1.5` (not `0x10`, `1e3`, `Infinity` that Number() would take). */
const DECIMAL_NUMBER = /^-?\d+(\.\d+)?$/;

/** Client id and plan id: "must be non-zero numbers" (claims often arrive as strings: "12"). */
export function nonZeroNumberClaim(value: unknown): ClaimRuleResult<number> {
  if (isAbsent(value)) return null;
  const text = typeof value === 'string' ? value.trim() : null;
  const number = typeof value === 'number' ? value : text !== null && DECIMAL_NUMBER.test(text) ? Number(text) : Number.NaN;
  return Number.isFinite(number) && number !== 0 ? number : INVALID_CLAIM;
}

/** First and last names: "non-empty after trimming". Returns the trimmed name. */
export function nameClaim(value: unknown): ClaimRuleResult<string> {
  if (isAbsent(value)) return null;
  if (typeof value !== 'string') return INVALID_CLAIM;
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : INVALID_CLAIM;
}

/** Date of birth: "parses as yyyy-MM-dd and is a valid date" (no 2023-02-30). */
export function dateOfBirthClaim(value: unknown): ClaimRuleResult<string> {
  if (isAbsent(value)) return null;
  if (typeof value !== 'string') return INVALID_CLAIM;
  return isValidIsoDate(value) ? value : INVALID_CLAIM;
}

/** Identification code: "exactly 4 digits". */
export function identificationCodeClaim(value: unknown): ClaimRuleResult<string> {
  if (isAbsent(value)) return null;
  return typeof value === 'string' && new RegExp(`^\\d{${IDENTIFICATION_CODE_DIGITS}}$`).test(value) ? value : INVALID_CLAIM;
}

/** EIN: "with non-digits stripped must be exactly 9 digits, otherwise logged and dropped" — INVALID here means "log and drop", never "fail". */
export function einClaim(value: unknown): ClaimRuleResult<string> {
  if (isAbsent(value)) return null;
  if (typeof value !== 'string' && typeof value !== 'number') return INVALID_CLAIM;
  const digits = stripNonDigits(String(value));
  return digits.length === EIN_DIGITS ? digits : INVALID_CLAIM;
}

/** Phone: "11 digits drops its leading digit, 10 digits are kept, anything else ignored" (`+15551234567` → `5551234567`). */
export function phoneNumberClaim(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const digits = stripNonDigits(String(value));
  if (digits.length === PHONE_NUMBER_DIGITS + 1) return digits.slice(1);
  if (digits.length === PHONE_NUMBER_DIGITS) return digits;
  return null;
}

/** Email: "must match a simple {email} pattern". */
export function emailClaim(value: unknown): ClaimRuleResult<string> {
  if (isAbsent(value)) return null;
  return typeof value === 'string' && isValidEmail(value) ? value : INVALID_CLAIM;
}
