import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';

export interface TokenVerifierOptions {
  /** Where the identity service publishes its keys, e.g. http://localhost:4001/us-east-1_MemberLocal/.well-known/jwks.json. */
  jwksUrl: string;
  /** Expected `iss`, e.g. http://localhost:4001/us-east-1_MemberLocal. */
  issuer: string;
  /** Accepted `token_use` values; Cognito id tokens carry `custom:account_id`, access tokens do not. */
  tokenUses?: readonly string[];
  /** Key source for tests that hold keys locally; verification stays real (signatures are checked). */
  keys?: JWTVerifyGetKey;
}

export type VerifiedClaims = JWTPayload & { token_use?: string; [claim: string]: unknown };

export type TokenVerifier = (token: string) => Promise<VerifiedClaims>;

/** Verifies a Cognito-style bearer token: RS256 signature against the JWKS, issuer, expiry and token_use. */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const keys = options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl), { cooldownDuration: 1_000, cacheMaxAge: 60_000 });
  const tokenUses = options.tokenUses ?? ['id', 'access'];
  return async (token) => {
    const { payload } = await jwtVerify(token, keys, { issuer: options.issuer, algorithms: ['RS256'] });
    const claims = payload as VerifiedClaims;
    if (!tokenUses.includes(String(claims.token_use))) throw new Error('token_use not accepted');
    return claims;
  };
}
