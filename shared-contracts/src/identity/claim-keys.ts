/**
 * Names of the identity-token claims the app reads (spec access §3 "Identity claims read from the
 * sign-in token", §5 "Token claims"). The identity service writes them, the shell parses them.
 */
export const CLAIM_KEYS = {
  accountId: 'custom:account_id',
  clientId: 'custom:client_id',
  clientOrgId: 'custom:client_org_id',
  planId: 'custom:plan_id',
  firstName: 'given_name',
  lastName: 'family_name',
  dateOfBirth: 'birthdate',
  identificationCode: 'custom:last4',
  languagePreference: 'custom:language',
  federatedEmail: 'custom:federated_email',
  ein: 'custom:ein',
  phoneNumber: 'phone_number',
  email: 'email',
} as const;

/**
 * The only claims the member API needs from its bearer token, which is the access token (see
 * docs/session-and-identity.md "Tokens"): the pool's pre-token-generation (V2) trigger adds them to
 * the access token. Date of birth, phone, names and the identification code stay in the id token,
 * which never leaves the browser for the API.
 */
export const API_ACCESS_TOKEN_CLAIMS = [CLAIM_KEYS.accountId, CLAIM_KEYS.clientId] as const;
