/**
 * Schema error messages are i18n KEYS, never English copy: the apps translate them with i18next.
 * One table so the apps' translation files and the schemas cannot drift apart.
 */
export const VALIDATION_MESSAGES = {
  emailRequired: 'validation.email.required',
  emailInvalid: 'validation.email.invalid',
  passwordRequired: 'validation.password.required',
  passwordSpaces: 'validation.password.spaces',
  passwordTooShort: 'validation.password.tooShort',
  passwordTooLong: 'validation.password.tooLong',
  passwordConfirmationRequired: 'validation.password.confirmationRequired',
  passwordMismatch: 'validation.password.mismatch',
  passwordRules: 'validation.password.rules',
  passwordWeak: 'validation.password.weak',
  phoneNumberInvalid: 'validation.phoneNumber.invalid',
  identificationCodeInvalid: 'validation.identificationCode.invalid',
  dateOfBirthInvalid: 'validation.dateOfBirth.invalid',
  einInvalid: 'validation.ein.invalid',
  mfaCodeRequired: 'validation.mfaCode.required',
  mfaCodeLength: 'validation.mfaCode.length',
  termsRequired: 'validation.terms.required',
  organizationRequired: 'validation.organization.required',
  clientOrgIdInvalid: 'validation.clientOrgId.invalid',
  lookupExactlyOne: 'validation.lookup.exactlyOne',
  lookupLimit: 'validation.lookup.limit',
  lookupValueRequired: 'validation.lookup.valueRequired',
  orderByInvalid: 'validation.orderBy.invalid',
  firstNameRequired: 'validation.firstName.required',
  lastNameRequired: 'validation.lastName.required',
} as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
