/**
 * The identity operations a remote may ask of the host. The shell implements them with aws-amplify v6
 * (one Amplify configuration, one token store for the whole app); remotes never import Amplify.
 * The names of the steps are Amplify's own, so the auth screens read like Amplify's docs.
 */
export type SignInStepName =
  | 'DONE'
  | 'CONFIRM_SIGN_IN_WITH_SMS_CODE'
  | 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED'
  | 'CONFIRM_SIGN_UP'
  | 'RESET_PASSWORD'
  | 'OTHER';

export interface SignInResult {
  isSignedIn: boolean;
  step: SignInStepName;
  /** Masked destination of a delivered code (e.g. +*******0107), when the identity service reports one. */
  codeDestination?: string;
}

/** Errors from the identity service keep its name (NotAuthorizedException, CodeMismatchException...) and message. */
export interface IdentityError {
  name: string;
  message: string;
}

export interface IdentityPort {
  signIn(input: { username: string; password: string }): Promise<SignInResult>;
  /** Answers the pending challenge: an SMS code, or a new password for a temporary one. */
  confirmSignIn(input: { challengeResponse: string }): Promise<SignInResult>;
}

export function toIdentityError(error: unknown): IdentityError {
  if (typeof error === 'object' && error !== null) {
    const e = error as { name?: unknown; message?: unknown };
    return { name: typeof e.name === 'string' ? e.name : 'Error', message: typeof e.message === 'string' ? e.message : '' };
  }
  return { name: 'Error', message: String(error) };
}
