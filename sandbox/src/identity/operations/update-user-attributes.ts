/**
 * UpdateUserAttributes (updateUserAttribute / updateUserAttributes): only the app client's write
 * attributes (user-attribute-schema.ts: the phone and custom:plan_id). A new phone number is unverified
 * until GetUserAttributeVerificationCode + VerifyUserAttribute, so no code is sent here.
 */
import { z } from '../../zod';
import { parseRequest } from '../protocol/parse-request';
import { assertMemberMayUpdateAttribute } from '../store/user-attribute-schema';
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
  for (const { Name, Value } of request.UserAttributes) assertMemberMayUpdateAttribute(Name, Value);

  for (const { Name, Value } of request.UserAttributes) {
    if (Name === 'phone_number') {
      if (Value === user.attributes.phone_number) continue;
      user.attributes.phone_number_verified = 'false';
    }
    user.attributes[Name] = Value;
  }
  user.updatedAt = context.now();
  return { CodeDeliveryDetailsList: [] };
};
