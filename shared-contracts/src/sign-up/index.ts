/**
 * Signing up (access §2.4, §5, §7): the sign-up steps and their form rules, the email and terms step, the
 * employer (client organization) lookup and its errors, and the sign-up request built from the answers.
 */
export {
  COUNTRY_RESTRICTION_HEADER, type ClientOrganizationError, hasCountryRestriction, clientOrganizationError,
} from './client-organization-errors';
export {
  type ClientOrganizationQuery, clientOrganizationQuerySchema, buildClientOrganizationQuery,
} from './client-organization-query';
export {
  type SignUpAnswers, SIGN_UP_METADATA_KEYS, toE164UsPhone, toSignUpRequest, toSignUpEligibilityPayload,
  SIGN_UP_NO_ENROLLMENT_MATCH, SIGN_UP_ALREADY_REGISTERED, SIGN_UP_TERMS_NOT_ACCEPTED, type SignUpFailure, signUpFailureOf,
} from './sign-up-account';
export { signUpEmailSchema, type SignUpEmailForm, signUpTermsSchema } from './sign-up-email';
export { type EmployerLookup, employerLinkLookup, employerSearchLookup, employerLookupKey } from './employer-lookup';
export {
  signUpEmployerSchema, signUpNameSchema, type SignUpNameForm, signUpDateOfBirthSchema,
  type SignUpDateOfBirthForm, signUpIdentifierSchema, type SignUpIdentifierForm, signUpPhoneSchema,
  type SignUpPhoneForm,
} from './sign-up-step-schemas';
export {
  type SignUpStep, SIGN_UP_STEP_PATHS, signUpStepOfPath, signUpStepsFor, type SignUpProgress,
  firstMissingStepBefore, signUpStepPosition,
} from './sign-up-steps';
