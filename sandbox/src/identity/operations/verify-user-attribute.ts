/**
 * VerifyUserAttribute (confirmUserAttribute): the code last sent for that attribute marks it verified.
 * The code is spent by its 5th wrong answer like every code (code-ledger.ts); with no code sent the
 * answer is ExpiredCodeException (the caller holds a token: nothing to hide about the account).
 */
import { z } from '../../zod';
import { invalidParameter } from '../protocol/cognito-error';
import { parseRequest } from '../protocol/parse-request';
import { isVerifiableAttribute } from '../store/user-attribute-schema';
import { authenticateAccessToken } from './access-token-guard';
import { assertCodeMatched } from './code-answer';
import type { CognitoOperation } from './operation-context';
import { requiredString } from './request-fields';

const verifyUserAttributeRequest = z.object({ AccessToken: requiredString, AttributeName: requiredString, Code: requiredString });

export const verifyUserAttribute: CognitoOperation = async (body, context) => {
  const request = parseRequest(verifyUserAttributeRequest, body);
  const { user } = await authenticateAccessToken(request.AccessToken, context);
  const attributeName = request.AttributeName;
  if (!isVerifiableAttribute(attributeName)) throw invalidParameter(`Attribute ${attributeName} cannot be verified`);
  const purpose = attributeName === 'email' ? 'verify_email' : 'verify_phone_number';
  assertCodeMatched(context.store.codes.check(user.username, purpose, request.Code, context.now()), 'expired');
  context.store.codes.consume(user.username, purpose);
  user.attributes[`${attributeName}_verified`] = 'true';
  user.updatedAt = context.now();
  return {};
};
