/**
 * VerifyUserAttribute (confirmUserAttribute): the code last sent for that attribute marks it verified.
 */
import { z } from '../../zod';
import { CognitoError, codeMismatch, invalidParameter } from '../protocol/cognito-error';
import { parseRequest } from '../protocol/parse-request';
import { isVerifiableAttribute } from '../store/user-attribute-schema';
import { authenticateAccessToken } from './access-token-guard';
import type { CognitoOperation } from './operation-context';
import { requiredString } from './request-fields';

const verifyUserAttributeRequest = z.object({ AccessToken: requiredString, AttributeName: requiredString, Code: requiredString });

export const verifyUserAttribute: CognitoOperation = async (body, context) => {
  const request = parseRequest(verifyUserAttributeRequest, body);
  const { user } = await authenticateAccessToken(request.AccessToken, context);
  const attributeName = request.AttributeName;
  if (!isVerifiableAttribute(attributeName)) throw invalidParameter(`Attribute ${attributeName} cannot be verified`);
  const purpose = attributeName === 'email' ? 'verify_email' : 'verify_phone_number';
  const check = context.store.codes.check(user.username, purpose, request.Code, context.now());
  if (check === 'mismatch') throw codeMismatch();
  if (check !== 'match') throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  context.store.codes.consume(user.username, purpose);
  user.attributes[`${attributeName}_verified`] = 'true';
  user.updatedAt = context.now();
  return {};
};
