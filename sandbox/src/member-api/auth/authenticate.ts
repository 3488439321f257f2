import type { FastifyRequest } from 'fastify';
import { CLAIM_KEYS } from '@member/shared-contracts';
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

/** onRequest hook factory: a missing or invalid bearer token → 401; else `request.caller` is set. */
export function requireCaller(verify: TokenVerifier) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Missing bearer token');
    let claims: VerifiedClaims;
    try {
      claims = await verify(token);
    } catch {
      throw unauthorized('Invalid bearer token');
    }
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
 * client (an access token, a federated user not linked yet) reads no client's data (issue 9 §3).
 */
export function assertOwnClient(request: FastifyRequest, clientId: number): void {
  const caller = callerOf(request);
  if (caller.clientId === undefined) throw forbidden('The token carries no client');
  if (caller.clientId !== clientId) throw forbidden('The token does not belong to this client');
}
