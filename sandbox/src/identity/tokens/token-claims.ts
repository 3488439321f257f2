/**
 * The claims of Cognito id and access tokens, as the shell and the member API read them.
 */
interface CommonTokenClaims {
  sub: string;
  iss: string;
  origin_jti: string;
  event_id: string;
  auth_time: number;
  iat: number;
  exp: number;
  jti: string;
}

/** Id token: every user attribute (custom:* included); `*_verified` as booleans. */
export interface IdTokenClaims extends CommonTokenClaims {
  token_use: 'id';
  aud: string;
  'cognito:username': string;
  [attribute: string]: string | number | boolean | object[];
}

export interface AccessTokenClaims extends CommonTokenClaims {
  token_use: 'access';
  client_id: string;
  username: string;
  scope: string;
  /** Added by the pre-token-generation V2 trigger (API_ACCESS_TOKEN_CLAIMS): account and client ids only. */
  'custom:account_id'?: string;
  'custom:client_id'?: string;
}

export type IdentityTokenClaims = IdTokenClaims | AccessTokenClaims;

export const ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';
