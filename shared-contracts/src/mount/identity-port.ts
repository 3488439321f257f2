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
interface IdentityError {
  name: string;
  message: string;
}

/** Where the identity service sent a code (masked), when it says. */
export interface CodeDelivery {
  codeDestination?: string;
}

interface SignUpInput {
  username: string;
  password: string;
  /** Standard user attributes (email, phone_number, given_name, family_name, birthdate). */
  attributes: Record<string, string>;
  clientMetadata: Record<string, string>;
}

export interface SignUpResult {
  /** The pre-sign-up trigger confirmed the user: signing in works right away. */
  userConfirmed: boolean;
}

/**
 * A single sign-on whose federated identity is not linked to an account yet (access §2.2, §4 MFA): the
 * member signs in with their password, then the id token is linked (POST /account/{accountId}/identities).
 * Held in the host's memory only.
 */
export interface PendingFederatedSignIn {
  /** The provider's email: prefilled and locked on the sign-in screen. */
  email: string | null;
  /** Identity link payload (access §3): the federated id token, the provider, the provider's user id. */
  idToken: string;
  idpIdentifier: string;
  userId: string;
}

export interface IdentityPort {
  signIn(input: { username: string; password: string }): Promise<SignInResult>;
  /** Answers the pending challenge: an SMS code, or a new password for a temporary one. */
  confirmSignIn(input: { challengeResponse: string }): Promise<SignInResult>;

  // Recovery (signed out): the identity service's forgot-password and confirm flows.
  /** Sends a reset code to the user's verified contact. */
  resetPassword(input: { username: string }): Promise<CodeDelivery>;
  confirmResetPassword(input: { username: string; confirmationCode: string; newPassword: string }): Promise<void>;

  // Account and security (signed in; access §4 "Turning MFA on / off").
  /** Changes the signed-in user's password. */
  updatePassword(input: { oldPassword: string; newPassword: string }): Promise<void>;
  /** Sets the phone number attribute (E.164); the identity service then asks for it to be verified. */
  updatePhoneNumber(input: { phoneNumber: string }): Promise<void>;
  /** "send a verification code to the phone". */
  sendPhoneVerificationCode(): Promise<CodeDelivery>;
  /** "confirm the code". */
  confirmPhoneVerificationCode(input: { code: string }): Promise<void>;
  /** "enable SMS MFA" / "disables SMS MFA". */
  setSmsMfa(input: { enabled: boolean }): Promise<void>;
  /** Deletes the signed-in user from the identity service. */
  deleteUser(): Promise<void>;

  // Sign-up (signed out; access §2.1 segmented sign-up).
  /**
   * Creates the identity user (the email as username). `clientMetadata` reaches the pre-sign-up trigger,
   * which may confirm the user at once (`userConfirmed`).
   */
  signUp(input: SignUpInput): Promise<SignUpResult>;

  // Single sign-on (access §2.1 /sso, §7 token exchange). Optional: absent where no hosted sign-in is configured.
  /**
   * Stores the user pool choice and sso provider name, then sends the browser to the hosted sign-in page.
   * `redirectPath`: the sign-in state's (access §3), where the `/sso` return leads once signed in.
   */
  signInWithProvider?(input: { provider: string; redirectPath?: string | null }): Promise<void>;
  /** The unlinked federated sign-in of this visit, if any. */
  pendingFederatedSignIn?(): PendingFederatedSignIn | null;
  /** Forgets it (linked, or given up). */
  clearPendingFederatedSignIn?(): void;
  /** The account id of the signed-in member's current token, or null. */
  signedInAccountId?(): Promise<string | null>;
}

export function toIdentityError(error: unknown): IdentityError {
  if (typeof error === 'object' && error !== null) {
    const e = error as { name?: unknown; message?: unknown };
    return { name: typeof e.name === 'string' ? e.name : 'Error', message: typeof e.message === 'string' ? e.message : '' };
  }
  return { name: 'Error', message: String(error) };
}
