/**
 * One-time OAuth authorization codes of the sandbox hosted sign-in pages: issued when a demo identity
 * is chosen, with the PKCE code_challenge of the authorize request; redeemed once at the token endpoint
 * for the same client and redirect_uri, with the code_verifier whose S256 digest is that challenge,
 * before they expire. A code without its verifier is worth nothing (login CSRF).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isPkceVerifier } from '@member/shared-contracts/sign-in';

export const AUTHORIZATION_CODE_LIFETIME_MS = 5 * 60_000;

export interface AuthorizationCode {
  code: string;
  username: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  expiresAt: Date;
}

function verifierMatches(codeVerifier: string, codeChallenge: string): boolean {
  if (!isPkceVerifier(codeVerifier)) return false;
  const digest = Buffer.from(createHash('sha256').update(codeVerifier).digest('base64url'));
  const expected = Buffer.from(codeChallenge);
  return digest.length === expected.length && timingSafeEqual(digest, expected);
}

export class AuthorizationCodes {
  private readonly codes = new Map<string, AuthorizationCode>();

  issue(input: { username: string; clientId: string; redirectUri: string; codeChallenge: string }, now: Date): AuthorizationCode {
    const issued = { ...input, code: randomBytes(24).toString('base64url'), expiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_LIFETIME_MS) };
    this.codes.set(issued.code, issued);
    return issued;
  }

  /**
   * The code's grant, once: a second redemption, a wrong client / redirect_uri / code_verifier or an
   * expired code answer undefined (and the code is spent either way).
   */
  redeem(input: { code: string; clientId: string; redirectUri: string; codeVerifier: string }, now: Date): AuthorizationCode | undefined {
    const found = this.codes.get(input.code);
    if (!found) return undefined;
    this.codes.delete(input.code);
    if (found.clientId !== input.clientId || found.redirectUri !== input.redirectUri) return undefined;
    if (found.expiresAt.getTime() <= now.getTime()) return undefined;
    if (!verifierMatches(input.codeVerifier, found.codeChallenge)) return undefined;
    return found;
  }

  clear(): void {
    this.codes.clear();
  }
}
