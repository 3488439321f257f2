import { CLAIM_KEYS } from '../identity/claim-keys';
import { usDateToIso } from '../field-rules/us-date';
import { stripNonDigits } from '../field-rules/digits';

/** Everything the segmented sign-up collected, as the member typed it. */
export interface SignUpAnswers {
  email: string;
  clientOrgId: number;
  firstName: string;
  lastName: string;
  /** MM/DD/YYYY */
  dateOfBirth: string;
  identificationCode: string;
  /** 10 digits, maybe formatted */
  phoneNumber: string;
}

/** The client metadata keys a sign-up carries to the pre-sign-up trigger (never stored as attributes). */
export const SIGN_UP_METADATA_KEYS = {
  clientOrgId: 'clientOrgId',
  identificationCode: 'identificationCode',
  hasUserSetPassword: 'hasUserSetPassword',
  hasAcceptedTerms: 'hasAcceptedTerms',
} as const;

/** `+1` and the 10 digits: the identity service's E.164 form. */
export function toE164UsPhone(phoneNumber: string): string {
  return `+1${stripNonDigits(phoneNumber)}`;
}

/**
 * The identity sign-up request (decision, spec silent on account creation): the email is the username;
 * standard attributes email, phone_number (E.164), given_name, family_name, birthdate (yyyy-MM-dd); the
 * organisation and the identification code go as client metadata to the pre-sign-up trigger, which
 * matches them against the organisation's enrollment roster.
 *
 * `hasAcceptedTerms` is the member's answer to the terms checkbox (access §5 "Terms checkbox hasAcceptedTerms
 * required"): the trigger refuses a sign-up without it, so no account exists whose member did not accept.
 */
export function toSignUpRequest(answers: SignUpAnswers, options: { hasUserSetPassword: boolean; hasAcceptedTerms: boolean }) {
  return {
    username: answers.email.trim().toLowerCase(),
    attributes: {
      [CLAIM_KEYS.email]: answers.email.trim().toLowerCase(),
      [CLAIM_KEYS.phoneNumber]: toE164UsPhone(answers.phoneNumber),
      [CLAIM_KEYS.firstName]: answers.firstName.trim(),
      [CLAIM_KEYS.lastName]: answers.lastName.trim(),
      [CLAIM_KEYS.dateOfBirth]: usDateToIso(answers.dateOfBirth) ?? '',
    },
    clientMetadata: {
      [SIGN_UP_METADATA_KEYS.clientOrgId]: String(answers.clientOrgId),
      [SIGN_UP_METADATA_KEYS.identificationCode]: answers.identificationCode.trim(),
      [SIGN_UP_METADATA_KEYS.hasUserSetPassword]: String(options.hasUserSetPassword),
      [SIGN_UP_METADATA_KEYS.hasAcceptedTerms]: String(options.hasAcceptedTerms),
    },
  };
}

/** "The remaining params" of `PUT /account/{accountId}/eligibility` after a sign-up (access §7). */
export function toSignUpEligibilityPayload(answers: SignUpAnswers) {
  return {
    dateOfBirth: usDateToIso(answers.dateOfBirth),
    identificationCode: answers.identificationCode.trim(),
    clientOrgId: answers.clientOrgId,
  };
}

/**
 * The pre-sign-up trigger's refusal when nobody on the organisation's roster matches. Cognito wraps a
 * trigger's error as UserLambdaValidationException "PreSignUp failed with error <message>.".
 */
export const SIGN_UP_NO_ENROLLMENT_MATCH = 'No enrollment matches these details';
export const SIGN_UP_ALREADY_REGISTERED = 'This member already has an account';
/** The trigger's refusal of a sign-up whose member did not accept the terms of service and privacy policy. */
export const SIGN_UP_TERMS_NOT_ACCEPTED = 'The terms of service and privacy policy were not accepted';

export type SignUpFailure = 'duplicate' | 'coverageNotFound' | 'password' | 'unknown';

/** What a failed identity sign-up means for the member (names as Amplify keeps them). */
export function signUpFailureOf(error: { name: string; message: string }): SignUpFailure {
  const name = error.name.toLowerCase();
  if (name === 'usernameexistsexception' || error.message.includes(SIGN_UP_ALREADY_REGISTERED)) return 'duplicate';
  if (name === 'userlambdavalidationexception' && error.message.includes(SIGN_UP_NO_ENROLLMENT_MATCH)) return 'coverageNotFound';
  if (name === 'invalidpasswordexception') return 'password';
  return 'unknown';
}
