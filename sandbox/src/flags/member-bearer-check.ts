import type { JWTVerifyGetKey } from 'jose';
import { SANDBOX_USER_POOL } from '@member/shared-contracts/environment';
import { requireCaller } from '../member-api/auth/authenticate';
import { createTokenVerifier } from '../member-api/auth/token-verifier';
import type { MemberAuthentication } from './member-context-auth';

export interface MemberBearerCheckOptions {
  issuer: string;
  jwksUrl: string;
  /** A local key source (tests); signatures are still verified. */
  keys?: JWTVerifyGetKey;
  /** Whether a sign-out revoked the token's grant (the identity service's `origin_jti`). */
  isRevoked?: ((originJti: string) => boolean) | undefined;
}

/** The member API's own bearer check, for the flag service: the same issuer, keys, app client and revocations. */
export function memberBearerCheck({ issuer, jwksUrl, keys, isRevoked }: MemberBearerCheckOptions): MemberAuthentication {
  return requireCaller(createTokenVerifier({ issuer, jwksUrl, keys }), { appClientId: SANDBOX_USER_POOL.userPoolClientId, ...(isRevoked ? { isRevoked } : {}) });
}
