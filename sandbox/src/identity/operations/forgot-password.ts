/**
 * ForgotPassword (resetPassword): a reset code to the verified email (else the verified phone).
 * An unknown username gets the same kind of answer, so users cannot be enumerated (Cognito's "prevent
 * user existence errors": a CodeDeliveryDetails for a simulated delivery), counts towards the same
 * hourly number of codes, and gets a simulated code that ConfirmForgotPassword answers like a real one.
 */
import { z } from '../../zod';
import { CognitoError, invalidParameter } from '../protocol/cognito-error';
import { codeDeliveryDetails } from '../protocol/code-delivery';
import { parseRequest } from '../protocol/parse-request';
import { normalizeLogin } from '../store/identity-user';
import { assertCodeSendAllowed } from './code-send-limit';
import type { CognitoOperation } from './operation-context';
import { assertKnownClient, requiredString, stringMap } from './request-fields';

const forgotPasswordRequest = z.object({ ClientId: requiredString, Username: requiredString, ClientMetadata: z.optional(stringMap) });

export const forgotPassword: CognitoOperation = async (body, context) => {
  const request = parseRequest(forgotPasswordRequest, body);
  assertKnownClient(request.ClientId, context);
  const user = context.store.users.find(request.Username);
  assertCodeSendAllowed(user?.username ?? request.Username, 'forgot_password', context);
  if (!user) {
    context.store.codes.sendSimulated(request.Username, 'forgot_password', context.now());
    return { CodeDeliveryDetails: codeDeliveryDetails({ deliveryMedium: 'EMAIL', attributeName: 'email' }, normalizeLogin(request.Username)) };
  }
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    throw new CognitoError('NotAuthorizedException', 'User password cannot be reset in the current state.');
  }
  const { email, phone_number: phoneNumber } = user.attributes;
  const now = context.now();
  if (email && user.attributes.email_verified === 'true') {
    const sent = context.store.codes.send({ username: user.username, purpose: 'forgot_password', deliveryMedium: 'EMAIL', attributeName: 'email', now });
    return { CodeDeliveryDetails: codeDeliveryDetails(sent, email) };
  }
  if (phoneNumber && user.attributes.phone_number_verified === 'true') {
    const sent = context.store.codes.send({ username: user.username, purpose: 'forgot_password', deliveryMedium: 'SMS', attributeName: 'phone_number', now });
    return { CodeDeliveryDetails: codeDeliveryDetails(sent, phoneNumber) };
  }
  throw invalidParameter('Cannot reset password for the user as there is no registered/verified email or phone_number');
};
