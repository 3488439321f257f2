import { z } from 'zod';
const requiredString = z.string().min(1);
const stringMap = z.record(z.string(), z.string());
const attributeList = z.array(z.object({ Name: requiredString, Value: z.string() }));
export const request_fields = (() => {

return { requiredString, stringMap, attributeList };
})();
export const change_password = (() => {
const changePasswordRequest = z.object({ AccessToken: requiredString, PreviousPassword: z.string(), ProposedPassword: z.string() });
return { changePasswordRequest };
})();
export const confirm_forgot_password = (() => {
const confirmForgotPasswordRequest = z.object({
  ClientId: requiredString,
  Username: requiredString,
  ConfirmationCode: requiredString,
  Password: z.string(),
  ClientMetadata: stringMap.optional(),
});
return { confirmForgotPasswordRequest };
})();
export const confirm_sign_up = (() => {
const confirmSignUpRequest = z.object({
  ClientId: requiredString,
  Username: requiredString,
  ConfirmationCode: requiredString,
  ForceAliasCreation: z.boolean().optional(),
  ClientMetadata: stringMap.optional(),
});
return { confirmSignUpRequest };
})();
export const delete_user = (() => {
const deleteUserRequest = z.object({ AccessToken: requiredString });
return { deleteUserRequest };
})();
export const forgot_password = (() => {
const forgotPasswordRequest = z.object({ ClientId: requiredString, Username: requiredString, ClientMetadata: stringMap.optional() });
return { forgotPasswordRequest };
})();
export const get_tokens_from_refresh_token = (() => {
const getTokensFromRefreshTokenRequest = z.object({
  ClientId: requiredString,
  RefreshToken: requiredString,
  ClientSecret: z.string().optional(),
  DeviceKey: z.string().optional(),
});
return { getTokensFromRefreshTokenRequest };
})();
export const get_user_attribute_verification_code = (() => {
const getUserAttributeVerificationCodeRequest = z.object({
  AccessToken: requiredString,
  AttributeName: requiredString,
  ClientMetadata: stringMap.optional(),
});
return { getUserAttributeVerificationCodeRequest };
})();
export const get_user = (() => {
const getUserRequest = z.object({ AccessToken: requiredString });
return { getUserRequest };
})();
export const global_sign_out = (() => {
const globalSignOutRequest = z.object({ AccessToken: requiredString });
return { globalSignOutRequest };
})();
export const initiate_auth = (() => {
const initiateAuthRequest = z.object({
  AuthFlow: requiredString,
  ClientId: requiredString,
  AuthParameters: stringMap.default({}),
});
return { initiateAuthRequest };
})();
export const resend_confirmation_code = (() => {
const resendConfirmationCodeRequest = z.object({ ClientId: requiredString, Username: requiredString, ClientMetadata: stringMap.optional() });
return { resendConfirmationCodeRequest };
})();
export const respond_to_auth_challenge = (() => {
const respondToAuthChallengeRequest = z.object({
  ChallengeName: requiredString,
  ClientId: requiredString,
  ChallengeResponses: stringMap.default({}),
  Session: z.string().optional(),
});
return { respondToAuthChallengeRequest };
})();
export const revoke_token = (() => {
const revokeTokenRequest = z.object({ ClientId: requiredString, Token: requiredString, ClientSecret: z.string().optional() });
return { revokeTokenRequest };
})();
export const set_user_mfa_preference = (() => {
const mfaSettings = z.object({ Enabled: z.boolean().optional(), PreferredMfa: z.boolean().optional() }).optional();
const setUserMfaPreferenceRequest = z.object({
  AccessToken: requiredString,
  SMSMfaSettings: mfaSettings,
  SoftwareTokenMfaSettings: mfaSettings,
  EmailMfaSettings: mfaSettings,
});
return { mfaSettings, setUserMfaPreferenceRequest };
})();
export const sign_up = (() => {
const signUpRequest = z.object({
  ClientId: requiredString,
  Username: requiredString,
  Password: z.string().optional(),
  UserAttributes: attributeList.optional(),
  ValidationData: attributeList.optional(),
  ClientMetadata: stringMap.optional(),
});
return { signUpRequest };
})();
export const update_user_attributes = (() => {
const updateUserAttributesRequest = z.object({
  AccessToken: requiredString,
  UserAttributes: attributeList,
  ClientMetadata: stringMap.optional(),
});
return { updateUserAttributesRequest };
})();
export const verify_user_attribute = (() => {
const verifyUserAttributeRequest = z.object({ AccessToken: requiredString, AttributeName: requiredString, Code: requiredString });
return { verifyUserAttributeRequest };
})();
export const account_eligibility = (() => {
const eligibilityPayloadSchema = z.record(z.string().min(1).max(100), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]));
return { eligibilityPayloadSchema };
})();
export const account_identities = (() => {
const identityLinkSchema = z.strictObject({
  idToken: z.string().min(1),
  idpIdentifier: z.string().min(1).max(100),
  userId: z.string().min(1).max(200),
});
return { identityLinkSchema };
})();
export const client_organizations = (() => {
const idParams = z.object({ id: z.coerce.number().int().positive() });
return { idParams };
})();
export const clients_and_plans = (() => {
const positiveId = z.coerce.number().int().positive();
const idParams = z.object({ id: positiveId });
const plansQuery = z.object({
  client_id: positiveId,
  id: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (value === undefined ? [] : [value].flat().flatMap((part) => part.split(',')).filter(Boolean).map(Number)))
    .pipe(z.array(z.number().int().positive())),
});
const providerNetworksQuery = z.object({ id: positiveId });
return { positiveId, idParams, plansQuery, providerNetworksQuery };
})();
export const metrics_payload = (() => {
const counter = z.object({ name: z.string().min(1).max(200), value: z.number().finite().optional() });
const metricsPayloadSchema = z.union([
  z.object({ counters: z.array(counter).max(500) }),
  z.object({ counters: z.record(z.string().min(1).max(200), z.number().finite()) }),
  counter,
]);
return { counter, metricsPayloadSchema };
})();
export const server = (() => {
const flagValues = z.record(z.string().min(1).max(100), z.union([z.boolean(), z.string().max(200), z.number()]));
return { flagValues };
})();
