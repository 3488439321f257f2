/**
 * One-time OAuth authorization codes of the sandbox hosted sign-in pages: issued when a demo identity
 * is chosen, redeemed once at the token endpoint for the same client and redirect_uri, before they expire.
 */
import { randomBytes } from 'node:crypto';

export const AUTHORIZATION_CODE_LIFETIME_MS = 5 * 60_000;

export interface AuthorizationCode {
  code: string;
  username: string;
  clientId: string;
  redirectUri: string;
  expiresAt: Date;
}

export class AuthorizationCodes {
  private readonly codes = new Map<string, AuthorizationCode>();

  issue(input: { username: string; clientId: string; redirectUri: string }, now: Date): AuthorizationCode {
    const issued = { ...input, code: randomBytes(24).toString('base64url'), expiresAt: new Date(now.getTime() + AUTHORIZATION_CODE_LIFETIME_MS) };
    this.codes.set(issued.code, issued);
    return issued;
  }

  /** The code's grant, once: a second redemption, a wrong client / redirect_uri or an expired code answer undefined. */
  redeem(input: { code: string; clientId: string; redirectUri: string }, now: Date): AuthorizationCode | undefined {
    const found = this.codes.get(input.code);
    if (!found) return undefined;
    this.codes.delete(input.code);
    if (found.clientId !== input.clientId || found.redirectUri !== input.redirectUri) return undefined;
    if (found.expiresAt.getTime() <= now.getTime()) return undefined;
    return found;
  }

  clear(): void {
    this.codes.clear();
  }
}
