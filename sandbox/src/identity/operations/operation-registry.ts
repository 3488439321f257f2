/**
 * The Cognito operations the sandbox answers, by the name after `AWSCognitoIdentityProviderService.`
 * in the X-Amz-Target header.
 */
import { invalidParameter } from '../protocol/cognito-error';
import { changePassword } from './change-password';
import { confirmForgotPassword } from './confirm-forgot-password';
import { confirmSignUp } from './confirm-sign-up';
import { deleteUser } from './delete-user';
import { forgotPassword } from './forgot-password';
import { getTokensFromRefreshToken } from './get-tokens-from-refresh-token';
import { getUser } from './get-user';
import { getUserAttributeVerificationCode } from './get-user-attribute-verification-code';
import { globalSignOut } from './global-sign-out';
import { initiateAuth } from './initiate-auth';
import type { CognitoOperation } from './operation-context';
import { resendConfirmationCode } from './resend-confirmation-code';
import { respondToAuthChallenge } from './respond-to-auth-challenge';
import { revokeToken } from './revoke-token';
import { setUserMfaPreference } from './set-user-mfa-preference';
import { signUp } from './sign-up';
import { updateUserAttributes } from './update-user-attributes';
import { verifyUserAttribute } from './verify-user-attribute';

const COGNITO_OPERATIONS: Readonly<Record<string, CognitoOperation>> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GetUser: getUser,
  UpdateUserAttributes: updateUserAttributes,
  GetUserAttributeVerificationCode: getUserAttributeVerificationCode,
  VerifyUserAttribute: verifyUserAttribute,
  SetUserMFAPreference: setUserMfaPreference,
  SignUp: signUp,
  ConfirmSignUp: confirmSignUp,
  ResendConfirmationCode: resendConfirmationCode,
  ForgotPassword: forgotPassword,
  ConfirmForgotPassword: confirmForgotPassword,
  ChangePassword: changePassword,
  GlobalSignOut: globalSignOut,
  RevokeToken: revokeToken,
  DeleteUser: deleteUser,
};

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';

/** The operation named by an X-Amz-Target header value, or an InvalidParameterException naming it. */
export function operationForTarget(target: string | undefined): { name: string; run: CognitoOperation } {
  if (!target) throw invalidParameter('Missing X-Amz-Target header: expected AWSCognitoIdentityProviderService.<Operation>');
  const name = target.startsWith(TARGET_PREFIX) ? target.slice(TARGET_PREFIX.length) : target;
  const run = Object.hasOwn(COGNITO_OPERATIONS, name) ? COGNITO_OPERATIONS[name] : undefined;
  if (!target.startsWith(TARGET_PREFIX) || !run) {
    throw invalidParameter(`Operation ${name} is not supported by the sandbox identity service`);
  }
  return { name, run };
}
