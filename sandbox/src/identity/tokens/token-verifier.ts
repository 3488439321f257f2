/**
 * Verifies the pool's id and access tokens: RS256 signature, `iss`, expiry, and the audience as Cognito
 * puts it (`aud` on id tokens, `client_id` on access tokens).
 *
 * For another service (the member API), `createIdentityTokenVerifier` fetches the keys from the JWKS URL
 * with jose's createRemoteJWKSet; in the identity process, `IdentityServerHandle.verifyAccessOrIdToken`
 * also refuses revoked tokens.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { KeyObject } from 'node:crypto';
import { SANDBOX_USER_POOL } from '@member/shared-contracts/environment';
import { issuerUrl, jwksUrl } from './issuer-url';
import type { IdentityTokenClaims } from './token-claims';

export class IdentityTokenError extends Error {
  constructor(
    readonly reason: 'expired' | 'invalid' | 'wrong-audience' | 'revoked',
    message: string,
  ) {
    super(message);
    this.name = 'IdentityTokenError';
  }
}

export interface TokenExpectations {
  issuer: string;
  clientId: string;
  /** Only this kind of token is accepted; both when absent. */
  tokenUse?: 'id' | 'access';
  /** The instant expiry is judged at (the service clock); now by default. */
  currentDate?: Date;
}

export async function verifyIdentityToken(
  token: string,
  key: KeyObject | JWTVerifyGetKey,
  expectations: TokenExpectations,
): Promise<IdentityTokenClaims> {
  let payload: Record<string, unknown>;
  try {
    const verifyOptions = { issuer: expectations.issuer, algorithms: ['RS256'], ...(expectations.currentDate ? { currentDate: expectations.currentDate } : {}) };
    const verified = typeof key === 'function' ? await jwtVerify(token, key, verifyOptions) : await jwtVerify(token, key, verifyOptions);
    payload = verified.payload;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'ERR_JWT_EXPIRED') throw new IdentityTokenError('expired', 'Token has expired');
    throw new IdentityTokenError('invalid', 'Token is not valid');
  }
  const tokenUse = payload.token_use;
  if (tokenUse !== 'id' && tokenUse !== 'access') throw new IdentityTokenError('invalid', 'Token has no token_use');
  if (expectations.tokenUse && tokenUse !== expectations.tokenUse) throw new IdentityTokenError('invalid', `Expected a ${expectations.tokenUse} token`);
  const audience = tokenUse === 'id' ? payload.aud : payload.client_id;
  if (audience !== expectations.clientId) throw new IdentityTokenError('wrong-audience', 'Token was issued to another client');
  return payload as unknown as IdentityTokenClaims;
}

export interface RemoteVerifierOptions {
  /** Base URL of the identity service, e.g. http://localhost:4001. */
  identityBaseUrl: string;
  userPoolId?: string;
  clientId?: string;
}

/** A verifier for services outside the identity process: keys from the pool's JWKS URL (cached by jose). */
export function createIdentityTokenVerifier(options: RemoteVerifierOptions): {
  issuer: string;
  jwksUrl: string;
  verifyAccessOrIdToken(token: string, tokenUse?: 'id' | 'access'): Promise<IdentityTokenClaims>;
} {
  const userPoolId = options.userPoolId ?? SANDBOX_USER_POOL.userPoolId;
  const clientId = options.clientId ?? SANDBOX_USER_POOL.userPoolClientId;
  const issuer = issuerUrl(options.identityBaseUrl, userPoolId);
  const keysUrl = jwksUrl(options.identityBaseUrl, userPoolId);
  const keySet = createRemoteJWKSet(new URL(keysUrl));
  return {
    issuer,
    jwksUrl: keysUrl,
    verifyAccessOrIdToken: (token, tokenUse) => verifyIdentityToken(token, keySet, { issuer, clientId, ...(tokenUse ? { tokenUse } : {}) }),
  };
}
