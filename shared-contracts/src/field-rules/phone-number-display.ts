import { PHONE_NUMBER_DIGITS, stripNonDigits } from './digits';

/** Access §5 Display: "a 10-digit phone shows as (###) ###-####". Anything else is returned unchanged. */
export function formatPhoneNumber(value: string): string {
  const digits = stripNonDigits(value);
  if (digits.length !== PHONE_NUMBER_DIGITS) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
