/**
 * UpdateUserAttributes (updateUserAttribute / updateUserAttributes), custom attributes included
 * (the app writes custom:plan_id). A new email is unverified until its code is confirmed; a new phone
 * number is unverified until GetUserAttributeVerificationCode + VerifyUserAttribute.
 */
import { z } from '../../zod';
import { CognitoError } from '../protocol/cognito-error';
import { codeDeliveryDetails, type CodeDeliveryDetails } from '../protocol/code-delivery';
import { parseRequest } from '../protocol/parse-request';
import { normalizeLogin } from '../store/identity-user';
import { assertWritableAttribute } from '../store/user-attribute-schema';
import { authenticateAccessToken } from './access-token-guard';
import type { CognitoOperation } from './operation-context';
import { attributeList, requiredString, stringMap } from './request-fields';

const updateUserAttributesRequest = z.object({
  AccessToken: requiredString,
  UserAttributes: attributeList,
  ClientMetadata: z.optional(stringMap),
});

export const updateUserAttributes: CognitoOperation = async (body, context) => {
  const request = parseRequest(updateUserAttributesRequest, body);
  const { user } = await authenticateAccessToken(request.AccessToken, context);
  for (const { Name, Value } of request.UserAttributes) assertWritableAttribute(Name, Value);

  const now = context.now();
  const deliveries: CodeDeliveryDetails[] = [];
  for (const { Name, Value } of request.UserAttributes) {
    if (Name === 'email') {
      const email = normalizeLogin(Value);
      if (email === user.attributes.email) continue;
      if (context.store.users.isEmailTaken(email, user.username)) {
        throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
      }
      user.attributes.email = email;
      user.attributes.email_verified = 'false';
      const sent = context.store.codes.send({ username: user.username, purpose: 'verify_email', deliveryMedium: 'EMAIL', attributeName: 'email', now });
      deliveries.push(codeDeliveryDetails(sent, email));
    } else if (Name === 'phone_number') {
      if (Value === user.attributes.phone_number) continue;
      user.attributes.phone_number = Value;
      user.attributes.phone_number_verified = 'false';
    } else {
      user.attributes[Name] = Value;
    }
  }
  user.updatedAt = now;
  return { CodeDeliveryDetailsList: deliveries };
};
