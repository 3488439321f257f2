/**
 * Mints the pool's tokens: RS256 id and access JWTs (kid of the signing key) for a refresh-token grant.
 * The refresh token itself is the grant's opaque string. The access token also carries the account and
 * client ids (API_ACCESS_TOKEN_CLAIMS), as the pool's pre-token-generation V2 trigger adds them
 * (`claimsAndScopeOverrideDetails.accessTokenGeneration.claimsToAddOrOverride`): the member API's bearer
 * is the access token and needs nothing else.
 */
import { randomUUID } from 'node:crypto';
import { API_ACCESS_TOKEN_CLAIMS } from '@member/shared-contracts/identity';
import { SignJWT, type JWTPayload } from 'jose';
import { IDENTITIES_ATTRIBUTE, identitiesOf } from '../store/federated-users';
import type { IdentityUser } from '../store/identity-user';
import type { RefreshTokenGrant } from '../store/refresh-token-registry';
import type { SigningKey } from './signing-key';
import { ACCESS_TOKEN_SCOPE, type AccessTokenClaims, type IdTokenClaims } from './token-claims';

export interface IssuedTokens {
  AccessToken: string;
  IdToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export interface TokenIssuerOptions {
  signingKey: SigningKey;
  /** Read on every mint: the base URL may only be known once the server listens. */
  issuer: () => string;
  clientId: string;
  lifetimeMinutes: number;
}

/** What the pre-token-generation V2 trigger adds to the access token: the account and client ids, when set. */
function accessTokenApiClaims(user: IdentityUser): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const name of API_ACCESS_TOKEN_CLAIMS) {
    const value = user.attributes[name];
    if (value) claims[name] = value;
  }
  return claims;
}

function idTokenAttributes(user: IdentityUser): Record<string, string | boolean | object[]> {
  const claims: Record<string, string | boolean | object[]> = {};
  for (const [name, value] of Object.entries(user.attributes)) {
    claims[name] = name.endsWith('_verified') ? value === 'true' : value;
  }
  // Cognito issues a federated user's `identities` as a JSON array.
  if (user.attributes[IDENTITIES_ATTRIBUTE]) claims[IDENTITIES_ATTRIBUTE] = identitiesOf(user);
  return claims;
}

export class TokenIssuer {
  constructor(private readonly options: TokenIssuerOptions) {}

  get lifetimeSeconds(): number {
    return Math.round(this.options.lifetimeMinutes * 60);
  }

  async issue(user: IdentityUser, grant: RefreshTokenGrant, now: Date): Promise<IssuedTokens> {
    const iat = Math.floor(now.getTime() / 1000);
    const common = {
      sub: user.sub,
      iss: this.options.issuer(),
      origin_jti: grant.originJti,
      event_id: grant.eventId,
      auth_time: grant.authTime,
      iat,
      exp: iat + this.lifetimeSeconds,
    };
    const idClaims: IdTokenClaims = {
      ...idTokenAttributes(user),
      ...common,
      jti: randomUUID(),
      token_use: 'id',
      aud: this.options.clientId,
      'cognito:username': user.username,
    };
    const accessClaims: AccessTokenClaims = {
      ...accessTokenApiClaims(user),
      ...common,
      jti: randomUUID(),
      token_use: 'access',
      client_id: this.options.clientId,
      username: user.username,
      scope: ACCESS_TOKEN_SCOPE,
    };
    const [IdToken, AccessToken] = await Promise.all([this.sign(idClaims), this.sign(accessClaims)]);
    return { AccessToken, IdToken, ExpiresIn: this.lifetimeSeconds, TokenType: 'Bearer' };
  }

  private sign(claims: IdTokenClaims | AccessTokenClaims): Promise<string> {
    const payload: JWTPayload = { ...claims };
    return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: this.options.signingKey.kid }).sign(this.options.signingKey.privateKey);
  }
}
