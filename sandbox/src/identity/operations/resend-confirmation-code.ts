/**
 * ResendConfirmationCode (resendSignUpCode): a new sign-up code for an unconfirmed user. An unknown
 * username and an already confirmed user get the same answer (a simulated delivery, nothing sent), so
 * the answer never tells whether an email has an account (Cognito's PreventUserExistenceErrors). All
 * three count towards the same hourly number of codes, and the simulated send leaves a code that
 * ConfirmSignUp answers like a real one.
 */
import { z } from '../../zod';
import { codeDeliveryDetails } from '../protocol/code-delivery';
import { parseRequest } from '../protocol/parse-request';
import { normalizeLogin } from '../store/identity-user';
import { assertCodeSendAllowed } from './code-send-limit';
import type { CognitoOperation } from './operation-context';
import { assertKnownClient, requiredString, stringMap } from './request-fields';

const resendConfirmationCodeRequest = z.object({ ClientId: requiredString, Username: requiredString, ClientMetadata: z.optional(stringMap) });

export const resendConfirmationCode: CognitoOperation = async (body, context) => {
  const request = parseRequest(resendConfirmationCodeRequest, body);
  assertKnownClient(request.ClientId, context);
  const user = context.store.users.find(request.Username);
  const byEmail = { deliveryMedium: 'EMAIL', attributeName: 'email' } as const;
  assertCodeSendAllowed(user?.username ?? request.Username, 'sign_up', context);
  if (!user || user.status !== 'UNCONFIRMED') {
    context.store.codes.sendSimulated(user?.username ?? request.Username, 'sign_up', context.now());
    return { CodeDeliveryDetails: codeDeliveryDetails(byEmail, normalizeLogin(request.Username)) };
  }
  const email = user.attributes.email ?? user.username;
  const sent = context.store.codes.send({ username: user.username, purpose: 'sign_up', ...byEmail, now: context.now() });
  return { CodeDeliveryDetails: codeDeliveryDetails(sent, email) };
};
