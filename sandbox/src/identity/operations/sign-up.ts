/**
 * SignUp: a new, unconfirmed user whose username is the email; a confirmation code goes to the email.
 */
import { randomUUID } from 'node:crypto';
import { z } from '../../zod';
import { CognitoError, invalidParameter } from '../protocol/cognito-error';
import { codeDeliveryDetails } from '../protocol/code-delivery';
import { parseRequest } from '../protocol/parse-request';
import { assertPasswordMeetsPolicy } from '../passwords/password-policy';
import { normalizeLogin, type IdentityUser } from '../store/identity-user';
import { assertWritableAttribute, isEmailAddress } from '../store/user-attribute-schema';
import { createPasswordVerifier } from '../srp/password-verifier';
import type { CognitoOperation } from './operation-context';
import { assertKnownClient, attributeList, requiredString, stringMap } from './request-fields';

const signUpRequest = z.object({
  ClientId: requiredString,
  Username: requiredString,
  Password: z.optional(z.string()),
  UserAttributes: z.optional(attributeList),
  ValidationData: z.optional(attributeList),
  ClientMetadata: z.optional(stringMap),
});

export const signUp: CognitoOperation = async (body, context) => {
  const request = parseRequest(signUpRequest, body);
  assertKnownClient(request.ClientId, context);
  const username = normalizeLogin(request.Username);
  if (!isEmailAddress(username)) throw invalidParameter('Username should be an email.');
  if (request.Password === undefined) throw invalidParameter('Missing required parameter Password');
  assertPasswordMeetsPolicy(request.Password);
  const attributes = request.UserAttributes ?? [];
  for (const { Name, Value } of attributes) assertWritableAttribute(Name, Value);
  const email = attributes.find((attribute) => attribute.Name === 'email')?.Value;
  if (email !== undefined && normalizeLogin(email) !== username) throw invalidParameter('The email attribute must be the username.');
  if (context.store.users.isEmailTaken(username)) {
    throw new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
  }

  const now = context.now();
  const sub = randomUUID();
  const user: IdentityUser = {
    username,
    sub,
    status: 'UNCONFIRMED',
    attributes: {
      ...Object.fromEntries(attributes.map(({ Name, Value }) => [Name, Value])),
      sub,
      email: username,
      email_verified: 'false',
    },
    password: createPasswordVerifier(context.store.poolName, username, request.Password),
    smsMfa: { enabled: false, preferred: false },
    createdAt: now,
    updatedAt: now,
  };
  if (user.attributes.phone_number) user.attributes.phone_number_verified = 'false';
  context.store.users.add(user);
  const sent = context.store.codes.send({ username, purpose: 'sign_up', deliveryMedium: 'EMAIL', attributeName: 'email', now });
  return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: codeDeliveryDetails(sent, username) };
};
