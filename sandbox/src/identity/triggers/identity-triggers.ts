/**
 * Cognito-style Lambda triggers of the sandbox pool. The assembly (sandbox/src/assembly) connects them to
 * the member API; a pool without triggers behaves as Cognito without them.
 */
export interface PreSignUpEvent {
  userName: string;
  userAttributes: Record<string, string>;
  clientMetadata: Record<string, string>;
}

export interface PreSignUpResponse {
  autoConfirmUser: boolean;
  autoVerifyEmail: boolean;
  autoVerifyPhone: boolean;
  /**
   * Sandbox stand-in for the trigger's AdminUpdateUserAttributes call once the user exists (the account
   * claims custom:account_id, custom:client_id, ...): written on the new user as an administrator would.
   */
  adminAttributes?: Record<string, string>;
}

/** Throwing refuses the sign-up: the caller gets UserLambdaValidationException "PreSignUp failed with error <message>.". */
export type PreSignUpTrigger = (event: PreSignUpEvent) => Promise<PreSignUpResponse>;

/** How the member came to set the password: the first sign-in's challenge, a reset code, or a change. */
export type PasswordSetSource = 'NewPasswordRequired' | 'ConfirmForgotPassword' | 'ChangePassword';

export interface PasswordSetByUserEvent {
  userName: string;
  userAttributes: Record<string, string>;
  triggerSource: PasswordSetSource;
}

/**
 * Runs once the member has set a password of their own (never for AdminSetUserPassword: a password an
 * administrator or the member API generated is not the member's). Cognito has no single trigger for this:
 * the platform hears ConfirmForgotPassword through PostConfirmation (`PostConfirmation_ConfirmForgotPassword`)
 * and the other two from the pool's CloudTrail events; the sandbox names the one event they share. Awaited
 * before the operation answers, so the member's next call already sees its effect. Throwing answers
 * UserLambdaValidationException, as a failed PostConfirmation trigger does, and the password stays set.
 */
export type PasswordSetByUserTrigger = (event: PasswordSetByUserEvent) => Promise<void>;

export interface IdentityTriggers {
  preSignUp?: PreSignUpTrigger;
  passwordSetByUser?: PasswordSetByUserTrigger;
}
