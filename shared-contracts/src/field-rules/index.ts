/**
 * Field rules several domains share (access §5, §9): email, phone number, identification code, EIN, date of
 * birth and ISO date, digit counts, refused control characters, and the validation message keys.
 */
export { CONTROL_CHARACTER_MESSAGE, findControlCharacter, escapeControlCharacters } from './control-characters';
export { verificationFormSchema, type VerificationForm } from './date-of-birth';
export { usDateToIso } from './us-date';
export { IDENTIFICATION_CODE_DIGITS, stripNonDigits } from './digits';
export { emailSchema } from './email';
export { phoneNumberSchema } from './phone-number';
export { formatPhoneNumber } from './phone-number-display';
export { VALIDATION_MESSAGES } from './validation-messages';
