/**
 * The state between the steps of a sign-in:
 * - an SRP exchange waiting for its PASSWORD_VERIFIER answer, found by its SECRET_BLOCK (single use);
 * - a challenge (SMS_MFA, NEW_PASSWORD_REQUIRED) waiting for its answer, found by the opaque `Session`.
 * Both expire (Cognito: sessions live 3 minutes); a challenge also ends at its 3rd wrong answer.
 */
import { randomBytes } from 'node:crypto';
import type { ServerEphemeral } from '../srp/srp-server';

export interface PendingSrpExchange {
  /** The USER_ID_FOR_SRP the client must sign with. */
  userId: string;
  /** False for the decoy exchange answered to an unknown username (no user enumeration). */
  userExists: boolean;
  clientPublic: string;
  server: ServerEphemeral;
  verifier: string;
  expiresAt: Date;
}

export type ChallengeName = 'SMS_MFA' | 'NEW_PASSWORD_REQUIRED';

export interface PendingChallenge {
  username: string;
  challengeName: ChallengeName;
  expiresAt: Date;
  /** Wrong answers so far (SMS_MFA ends after MAX_WRONG_CHALLENGE_ANSWERS). */
  wrongAnswers: number;
}

/** Cognito ends a challenge session after 3 wrong codes; a new sign-in starts a new one. */
export const MAX_WRONG_CHALLENGE_ANSWERS = 3;

const SRP_EXCHANGE_LIFETIME_MS = 5 * 60_000;
const CHALLENGE_SESSION_LIFETIME_MS = 3 * 60_000;

export class ChallengeSessions {
  private readonly srpExchanges = new Map<string, PendingSrpExchange>();
  private readonly challenges = new Map<string, PendingChallenge>();

  /** Stores the exchange and answers its SECRET_BLOCK. */
  openSrpExchange(exchange: Omit<PendingSrpExchange, 'expiresAt'>, now: Date): string {
    this.dropExpired(now);
    const secretBlock = randomBytes(96).toString('base64');
    this.srpExchanges.set(secretBlock, { ...exchange, expiresAt: new Date(now.getTime() + SRP_EXCHANGE_LIFETIME_MS) });
    return secretBlock;
  }

  /** The exchange of a SECRET_BLOCK, removed: each one is answered once. */
  takeSrpExchange(secretBlock: string, now: Date): PendingSrpExchange | undefined {
    const exchange = this.srpExchanges.get(secretBlock);
    this.srpExchanges.delete(secretBlock);
    if (!exchange || exchange.expiresAt.getTime() <= now.getTime()) return undefined;
    return exchange;
  }

  openChallenge(username: string, challengeName: ChallengeName, now: Date): string {
    this.dropExpired(now);
    const session = randomBytes(192).toString('base64url');
    this.challenges.set(session, { username, challengeName, wrongAnswers: 0, expiresAt: new Date(now.getTime() + CHALLENGE_SESSION_LIFETIME_MS) });
    return session;
  }

  findChallenge(session: string, now: Date): PendingChallenge | undefined {
    const challenge = this.challenges.get(session);
    if (!challenge || challenge.expiresAt.getTime() <= now.getTime()) return undefined;
    return challenge;
  }

  closeChallenge(session: string): void {
    this.challenges.delete(session);
  }

  forgetUser(username: string): void {
    for (const [session, challenge] of this.challenges) if (challenge.username === username) this.challenges.delete(session);
  }

  clear(): void {
    this.srpExchanges.clear();
    this.challenges.clear();
  }

  private dropExpired(now: Date): void {
    for (const [key, exchange] of this.srpExchanges) if (exchange.expiresAt.getTime() <= now.getTime()) this.srpExchanges.delete(key);
    for (const [key, challenge] of this.challenges) if (challenge.expiresAt.getTime() <= now.getTime()) this.challenges.delete(key);
  }
}
