/** Business constants of access §9: "Phone 10 digits; identification code 4 digits; EIN 9 digits; MFA code 6 digits". */
export const PHONE_NUMBER_DIGITS = 10;
export const IDENTIFICATION_CODE_DIGITS = 4;
export const EIN_DIGITS = 9;
export const MFA_CODE_LENGTH = 6;

export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '');
}
