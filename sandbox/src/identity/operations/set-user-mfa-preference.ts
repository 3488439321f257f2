/**
 * SetUserMFAPreference (updateMFAPreference): SMS MFA on / off and preferred. With SMS MFA enabled,
 * every sign-in answers an SMS_MFA challenge. The sandbox pool offers no TOTP or email MFA.
 */
import { z } from '../../zod';
import { invalidParameter } from '../protocol/cognito-error';
import { parseRequest } from '../protocol/parse-request';
import { authenticateAccessToken } from './access-token-guard';
import type { CognitoOperation } from './operation-context';
import { requiredString } from './request-fields';

const mfaSettings = z.optional(z.object({ Enabled: z.optional(z.boolean()), PreferredMfa: z.optional(z.boolean()) }));

const setUserMfaPreferenceRequest = z.object({
  AccessToken: requiredString,
  SMSMfaSettings: mfaSettings,
  SoftwareTokenMfaSettings: mfaSettings,
  EmailMfaSettings: mfaSettings,
});

export const setUserMfaPreference: CognitoOperation = async (body, context) => {
  const request = parseRequest(setUserMfaPreferenceRequest, body);
  const { user } = await authenticateAccessToken(request.AccessToken, context);
  if (request.SoftwareTokenMfaSettings?.Enabled) throw invalidParameter('User has not verified software token mfa');
  if (request.EmailMfaSettings?.Enabled) throw invalidParameter('Email MFA is not enabled for the sandbox user pool');

  const sms = request.SMSMfaSettings;
  if (sms) {
    const enabled = sms.Enabled ?? user.smsMfa.enabled;
    if (enabled && !user.attributes.phone_number) throw invalidParameter('User does not have delivery config set to turn on SMS_MFA');
    user.smsMfa = { enabled, preferred: enabled && (sms.PreferredMfa ?? user.smsMfa.preferred) };
    user.updatedAt = context.now();
  }
  return {};
};
