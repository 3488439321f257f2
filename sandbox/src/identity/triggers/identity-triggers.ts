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

export interface IdentityTriggers {
  preSignUp?: PreSignUpTrigger;
}
