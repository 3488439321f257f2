/**
 * Refresh tokens are opaque random strings; this registry is what they mean. Each sign-in opens one
 * grant whose `originJti` every access / id token minted from it carries (as Cognito's `origin_jti`),
 * so revoking the grant (RevokeToken, GlobalSignOut, DeleteUser, a password the member sets) also
 * revokes those tokens.
 */
import { randomBytes, randomUUID } from 'node:crypto';

export interface RefreshTokenGrant {
  token: string;
  username: string;
  originJti: string;
  /** The sign-in event (`event_id`), the same for every token of the grant. */
  eventId: string;
  /** Epoch seconds of the sign-in (`auth_time`). */
  authTime: number;
  expiresAt: Date;
  revoked: boolean;
}

const REFRESH_TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60_000;

export class RefreshTokenRegistry {
  private readonly grants = new Map<string, RefreshTokenGrant>();
  private readonly revokedOrigins = new Set<string>();

  open(username: string, now: Date): RefreshTokenGrant {
    const grant: RefreshTokenGrant = {
      token: randomBytes(96).toString('base64url'),
      username,
      originJti: randomUUID(),
      eventId: randomUUID(),
      authTime: Math.floor(now.getTime() / 1000),
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_LIFETIME_MS),
      revoked: false,
    };
    this.grants.set(grant.token, grant);
    return grant;
  }

  find(token: string): RefreshTokenGrant | undefined {
    return this.grants.get(token);
  }

  revoke(grant: RefreshTokenGrant): void {
    grant.revoked = true;
    this.revokedOrigins.add(grant.originJti);
  }

  /**
   * Revokes every grant of a user, but the one `keepOriginJti` names when given (the session that
   * changed the password); answers how many were still live.
   */
  revokeAllOf(username: string, options: { keepOriginJti?: string } = {}): number {
    let count = 0;
    for (const grant of this.grants.values()) {
      if (grant.username !== username || grant.revoked || grant.originJti === options.keepOriginJti) continue;
      this.revoke(grant);
      count += 1;
    }
    return count;
  }

  isOriginRevoked(originJti: string): boolean {
    return this.revokedOrigins.has(originJti);
  }

  clear(): void {
    this.grants.clear();
    this.revokedOrigins.clear();
  }
}
