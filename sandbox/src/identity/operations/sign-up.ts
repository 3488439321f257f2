/**
 * SignUp: a new, unconfirmed user whose username is the email; a confirmation code goes to the email.
 * With a pre-sign-up trigger (identity-triggers.ts), the trigger may refuse the sign-up or confirm the user at once.
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
import type { CognitoOperation, OperationContext } from './operation-context';
import type { PreSignUpEvent, PreSignUpResponse } from '../triggers/identity-triggers';
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

  const trigger = await runPreSignUp(context, {
    userName: username,
    userAttributes: Object.fromEntries(attributes.map(({ Name, Value }) => [Name, Value])),
    clientMetadata: request.ClientMetadata ?? {},
  });

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
  if (trigger?.autoConfirmUser) {
    user.status = 'CONFIRMED';
    if (trigger.autoVerifyEmail) user.attributes.email_verified = 'true';
    if (trigger.autoVerifyPhone && user.attributes.phone_number) user.attributes.phone_number_verified = 'true';
    if (trigger.adminAttributes) context.store.adminUpdateUserAttributes(username, trigger.adminAttributes, now);
    return { UserConfirmed: true, UserSub: sub };
  }
  const sent = context.store.codes.send({ username, purpose: 'sign_up', deliveryMedium: 'EMAIL', attributeName: 'email', now });
  return { UserConfirmed: false, UserSub: sub, CodeDeliveryDetails: codeDeliveryDetails(sent, username) };
};

/** Runs the pool's pre-sign-up trigger, if any; its error refuses the sign-up as Cognito words it. */
async function runPreSignUp(context: OperationContext, event: PreSignUpEvent): Promise<PreSignUpResponse | undefined> {
  const trigger = context.store.triggers.preSignUp;
  if (!trigger) return undefined;
  try {
    return await trigger(event);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CognitoError('UserLambdaValidationException', `PreSignUp failed with error ${message}.`);
  }
}
