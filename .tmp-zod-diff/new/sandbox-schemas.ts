import { z } from 'zod/mini';
const requiredString = z.string().check(z.minLength(1));
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
  ClientMetadata: z.optional(stringMap),
});
return { confirmForgotPasswordRequest };
})();
export const confirm_sign_up = (() => {
const confirmSignUpRequest = z.object({
  ClientId: requiredString,
  Username: requiredString,
  ConfirmationCode: requiredString,
  ForceAliasCreation: z.optional(z.boolean()),
  ClientMetadata: z.optional(stringMap),
});
return { confirmSignUpRequest };
})();
export const delete_user = (() => {
const deleteUserRequest = z.object({ AccessToken: requiredString });
return { deleteUserRequest };
})();
export const forgot_password = (() => {
const forgotPasswordRequest = z.object({ ClientId: requiredString, Username: requiredString, ClientMetadata: z.optional(stringMap) });
return { forgotPasswordRequest };
})();
export const get_tokens_from_refresh_token = (() => {
const getTokensFromRefreshTokenRequest = z.object({
  ClientId: requiredString,
  RefreshToken: requiredString,
  ClientSecret: z.optional(z.string()),
  DeviceKey: z.optional(z.string()),
});
return { getTokensFromRefreshTokenRequest };
})();
export const get_user_attribute_verification_code = (() => {
const getUserAttributeVerificationCodeRequest = z.object({
  AccessToken: requiredString,
  AttributeName: requiredString,
  ClientMetadata: z.optional(stringMap),
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
  AuthParameters: z._default(stringMap, {}),
});
return { initiateAuthRequest };
})();
export const resend_confirmation_code = (() => {
const resendConfirmationCodeRequest = z.object({ ClientId: requiredString, Username: requiredString, ClientMetadata: z.optional(stringMap) });
return { resendConfirmationCodeRequest };
})();
export const respond_to_auth_challenge = (() => {
const respondToAuthChallengeRequest = z.object({
  ChallengeName: requiredString,
  ClientId: requiredString,
  ChallengeResponses: z._default(stringMap, {}),
  Session: z.optional(z.string()),
});
return { respondToAuthChallengeRequest };
})();
export const revoke_token = (() => {
const revokeTokenRequest = z.object({ ClientId: requiredString, Token: requiredString, ClientSecret: z.optional(z.string()) });
return { revokeTokenRequest };
})();
export const set_user_mfa_preference = (() => {
const mfaSettings = z.optional(z.object({ Enabled: z.optional(z.boolean()), PreferredMfa: z.optional(z.boolean()) }));
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
  Password: z.optional(z.string()),
  UserAttributes: z.optional(attributeList),
  ValidationData: z.optional(attributeList),
  ClientMetadata: z.optional(stringMap),
});
return { signUpRequest };
})();
export const update_user_attributes = (() => {
const updateUserAttributesRequest = z.object({
  AccessToken: requiredString,
  UserAttributes: attributeList,
  ClientMetadata: z.optional(stringMap),
});
return { updateUserAttributesRequest };
})();
export const verify_user_attribute = (() => {
const verifyUserAttributeRequest = z.object({ AccessToken: requiredString, AttributeName: requiredString, Code: requiredString });
return { verifyUserAttributeRequest };
})();
export const account_eligibility = (() => {
const eligibilityPayloadSchema = z.record(z.string().check(z.minLength(1), z.maxLength(100)), z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean(), z.null()]));
return { eligibilityPayloadSchema };
})();
export const account_identities = (() => {
const identityLinkSchema = z.strictObject({
  idToken: z.string().check(z.minLength(1)),
  idpIdentifier: z.string().check(z.minLength(1), z.maxLength(100)),
  userId: z.string().check(z.minLength(1), z.maxLength(200)),
});
return { identityLinkSchema };
})();
export const client_organizations = (() => {
const idParams = z.object({ id: z.coerce.number().check(z.int(), z.positive()) });
return { idParams };
})();
export const clients_and_plans = (() => {
const positiveId = z.coerce.number().check(z.int(), z.positive());
const idParams = z.object({ id: positiveId });
const plansQuery = z.object({
  client_id: positiveId,
  id: z.pipe(
    z.pipe(
      z.optional(z.union([z.string(), z.array(z.string())])),
      z.transform((value) => (value === undefined ? [] : [value].flat().flatMap((part) => part.split(',')).filter(Boolean).map(Number))),
    ),
    z.array(z.number().check(z.int(), z.positive())),
  ),
});
const providerNetworksQuery = z.object({ id: positiveId });
return { positiveId, idParams, plansQuery, providerNetworksQuery };
})();
export const metrics_payload = (() => {
const counter = z.object({ name: z.string().check(z.minLength(1), z.maxLength(200)), value: z.optional(z.number()) });
const metricsPayloadSchema = z.union([
  z.object({ counters: z.array(counter).check(z.maxLength(500)) }),
  z.object({ counters: z.record(z.string().check(z.minLength(1), z.maxLength(200)), z.number()) }),
  counter,
]);
return { counter, metricsPayloadSchema };
})();
export const server = (() => {
const flagValues = z.record(z.string().check(z.minLength(1), z.maxLength(100)), z.union([z.boolean(), z.string().check(z.maxLength(200)), z.number()]));
return { flagValues };
})();
