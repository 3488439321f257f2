/**
 * GetUserAttributeVerificationCode (sendUserAttributeVerificationCode): sends a code to the email or
 * phone number, e.g. before turning SMS MFA on; at most the hourly number of codes per attribute.
 */
import { z } from '../../zod';
import { invalidParameter } from '../protocol/cognito-error';
import { codeDeliveryDetails } from '../protocol/code-delivery';
import { parseRequest } from '../protocol/parse-request';
import { isVerifiableAttribute } from '../store/user-attribute-schema';
import { authenticateAccessToken } from './access-token-guard';
import { assertCodeSendAllowed } from './code-send-limit';
import type { CognitoOperation } from './operation-context';
import { requiredString, stringMap } from './request-fields';

const getUserAttributeVerificationCodeRequest = z.object({
  AccessToken: requiredString,
  AttributeName: requiredString,
  ClientMetadata: z.optional(stringMap),
});

export const getUserAttributeVerificationCode: CognitoOperation = async (body, context) => {
  const request = parseRequest(getUserAttributeVerificationCodeRequest, body);
  const { user } = await authenticateAccessToken(request.AccessToken, context);
  const attributeName = request.AttributeName;
  if (!isVerifiableAttribute(attributeName)) throw invalidParameter(`Attribute ${attributeName} cannot be verified`);
  const destination = user.attributes[attributeName];
  if (!destination) throw invalidParameter(`User does not have a value for the attribute: ${attributeName}`);
  const purpose = attributeName === 'email' ? 'verify_email' : 'verify_phone_number';
  assertCodeSendAllowed(user.username, purpose, context);
  const sent = context.store.codes.send({
    username: user.username,
    purpose,
    deliveryMedium: attributeName === 'email' ? 'EMAIL' : 'SMS',
    attributeName,
    now: context.now(),
  });
  return { CodeDeliveryDetails: codeDeliveryDetails(sent, destination) };
};
