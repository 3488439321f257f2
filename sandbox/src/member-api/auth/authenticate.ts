import type { FastifyRequest } from 'fastify';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { forbidden, unauthorized } from '../api-error';
import type { TokenVerifier, VerifiedClaims } from './token-verifier';

/** Who called, from a verified token. */
export interface Caller {
  accountId: string | undefined;
  clientId: number | undefined;
  claims: VerifiedClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

export interface BearerPolicy {
  /** The app client the access token must be issued to (its `client_id`). */
  appClientId: string;
  /**
   * Whether the token's grant (`origin_jti`) was revoked by a sign-out (RevokeToken, GlobalSignOut,
   * DeleteUser). Absent when the API runs without the identity service: nothing is refused then.
   */
  isRevoked?(originJti: string): boolean;
}

/**
 * onRequest hook factory (docs/session-and-identity.md "Tokens"): the bearer must be an access token
 * (`token_use` access; an id token, which carries date of birth, phone and identification code, is
 * refused) of this app client, verified (signature, issuer, expiry), and not revoked: a token whose
 * grant a sign-out revoked is refused at once, not only when it expires. Any refusal → 401; else
 * `request.caller` is set from the token's account and client ids.
 */
export function requireCaller(verify: TokenVerifier, policy: BearerPolicy) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Missing bearer token');
    let claims: VerifiedClaims;
    try {
      claims = await verify(token);
    } catch {
      throw unauthorized('Invalid bearer token');
    }
    if (claims.token_use !== 'access') throw unauthorized('The bearer token must be an access token');
    if (claims.client_id !== policy.appClientId) throw unauthorized('The bearer token was issued to another client');
    const originJti = claims.origin_jti;
    if (typeof originJti !== 'string' || !originJti || policy.isRevoked?.(originJti)) throw unauthorized('The bearer token has been revoked');
    const accountId = claims[CLAIM_KEYS.accountId];
    const clientId = Number(claims[CLAIM_KEYS.clientId]);
    request.caller = {
      accountId: typeof accountId === 'string' && accountId !== '' ? accountId : undefined,
      clientId: Number.isInteger(clientId) && clientId > 0 ? clientId : undefined,
      claims,
    };
  };
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The token's `custom:account_id` must be the path's account id, else 403. */
export function assertOwnAccount(request: FastifyRequest, accountId: string): void {
  if (callerOf(request).accountId !== accountId) throw forbidden('The token does not belong to this account');
}

/**
 * A member may read only their own client's data (decision: another client's → 403). A token without a
 * client (an access token, a federated user not linked yet) reads no client's data.
 */
export function assertOwnClient(request: FastifyRequest, clientId: number): void {
  const caller = callerOf(request);
  if (caller.clientId === undefined) throw forbidden('The token carries no client');
  if (caller.clientId !== clientId) throw forbidden('The token does not belong to this client');
}
