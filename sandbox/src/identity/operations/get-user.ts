/**
 * GetUser: the signed-in user's attributes and MFA settings (fetchUserAttributes, fetchMFAPreference).
 */
import { z } from '../../zod';
import { parseRequest } from '../protocol/parse-request';
import type { IdentityUser } from '../store/identity-user';
import { authenticateAccessToken } from './access-token-guard';
import type { CognitoOperation } from './operation-context';
import { requiredString } from './request-fields';

const getUserRequest = z.object({ AccessToken: requiredString });

function attributeListOf(user: IdentityUser): { Name: string; Value: string }[] {
  const { sub, ...others } = user.attributes;
  return [{ Name: 'sub', Value: sub ?? user.sub }, ...Object.entries(others).map(([Name, Value]) => ({ Name, Value }))];
}

export const getUser: CognitoOperation = async (body, context) => {
  const request = parseRequest(getUserRequest, body);
  const { user } = await authenticateAccessToken(request.AccessToken, context);
  return {
    Username: user.username,
    UserAttributes: attributeListOf(user),
    ...(user.smsMfa.enabled
      ? {
          MFAOptions: [{ DeliveryMedium: 'SMS', AttributeName: 'phone_number' }],
          UserMFASettingList: ['SMS_MFA'],
          ...(user.smsMfa.preferred ? { PreferredMfaSetting: 'SMS_MFA' } : {}),
        }
      : {}),
  };
};
