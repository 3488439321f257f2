/**
 * All state of the sandbox identity service, in memory: users (seeded from personas.ts), codes sent,
 * sign-in exchanges, refresh-token grants and failed-attempt counters. `reset()` brings everything back
 * to the seed. One shared instance serves the identity server and the test-control routes of a process.
 */
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { createPasswordVerifier } from '../srp/password-verifier';
import { assertPasswordMeetsPolicy } from '../passwords/password-policy';
import { CodeLedger, type CodePurpose, type SentCode } from './code-ledger';
import { ChallengeSessions } from './challenge-sessions';
import { RefreshTokenRegistry } from './refresh-token-registry';
import { SignInAttempts } from './sign-in-attempts';
import { UserDirectory } from './user-directory';
import { seedUsers } from './seed-users';
import { AuthorizationCodes } from './authorization-codes';
import { AddressLimits } from './address-limits';
import { CodeSendLimits } from './code-send-limits';
import { linkFederatedUserTo, seedFederatedUsers } from './federated-users';
import { DEFAULT_POOL_SETTINGS, poolNameOf, type PoolSettings } from './pool-settings';
import { SERVICE_MANAGED_ATTRIBUTES, WRITABLE_ATTRIBUTES } from './user-attribute-schema';
import type { IdentityUser } from './identity-user';
import type { IdentityTriggers } from '../triggers/identity-triggers';

export class IdentityStore {
  readonly pool: PoolSettings;
  readonly poolName: string;
  readonly users = new UserDirectory();
  readonly codes = new CodeLedger();
  readonly challenges = new ChallengeSessions();
  readonly refreshTokens = new RefreshTokenRegistry();
  readonly signInAttempts = new SignInAttempts();
  readonly authorizationCodes = new AuthorizationCodes();
  /** Codes sent per login and purpose (LimitExceededException past the hourly number). */
  readonly codeSends = new CodeSendLimits();
  /** Unauthenticated requests per caller address (TooManyRequestsException past the limit). */
  readonly addressLimits = new AddressLimits();
  /** Lambda-style triggers (set by the sandbox assembly; kept across reset). */
  readonly triggers: IdentityTriggers = {};

  constructor(pool: PoolSettings = DEFAULT_POOL_SETTINGS) {
    this.pool = pool;
    this.poolName = poolNameOf(pool.userPoolId);
    this.reset();
  }

  /** Users back to the seed; codes, sessions, refresh tokens, attempt counters and rate limits forgotten. */
  reset(now: Date = new Date()): void {
    const members = seedUsers(this.poolName, now);
    this.users.replaceAll([...members, ...seedFederatedUsers(this.poolName, members, now)]);
    this.authorizationCodes.clear();
    this.codes.clear();
    this.challenges.clear();
    this.refreshTokens.clear();
    this.signInAttempts.clear();
    this.codeSends.clear();
    this.addressLimits.clear();
  }

  /** The last code sent to a user (by username or email), for one purpose or any. */
  lastCodeSent(login: string, purpose?: CodePurpose): SentCode | undefined {
    const user = this.users.find(login);
    return this.codes.lastSent(user?.username ?? login, purpose);
  }

  /**
   * Sets a user's password as an administrator would (AdminSetUserPassword): a temporary one makes the
   * next sign-in answer NEW_PASSWORD_REQUIRED. For the member API's reset-password call.
   */
  adminSetPassword(login: string, password: string, options: { temporary: boolean }, now: Date = new Date()): IdentityUser {
    const user = this.requireUser(login);
    assertPasswordMeetsPolicy(password);
    user.password = createPasswordVerifier(this.poolName, user.username, password);
    if (user.status !== 'UNCONFIRMED') user.status = options.temporary ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED';
    user.updatedAt = now;
    this.signInAttempts.recordSuccess(user.username);
    return user;
  }

  /**
   * Writes attributes as an administrator would (AdminUpdateUserAttributes): no verification code, and
   * `email_verified` / `phone_number_verified` may be set. For the member API (e.g. a client org change).
   */
  adminUpdateUserAttributes(login: string, attributes: Record<string, string>, now: Date = new Date()): IdentityUser {
    const user = this.requireUser(login);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'sub' || (!WRITABLE_ATTRIBUTES.has(name) && !SERVICE_MANAGED_ATTRIBUTES.has(name))) {
        throw new Error(`Attribute ${name} is not in the sandbox pool schema`);
      }
      user.attributes[name] = value;
    }
    user.updatedAt = now;
    return user;
  }

  /**
   * Links a federated identity to a member (AdminLinkProviderForUser): the federated user's tokens carry
   * the member's account claims from now on. Throws when either user does not exist, or when the federated
   * user is already linked to another member's account (one identity, one account).
   */
  linkFederatedIdentity(username: string, memberLogin: string, now: Date = new Date()): IdentityUser {
    const federated = this.requireUser(username);
    const member = this.requireUser(memberLogin);
    const linkedAccount = federated.attributes[CLAIM_KEYS.accountId];
    if (linkedAccount && linkedAccount !== member.attributes[CLAIM_KEYS.accountId]) throw new Error('The federated identity is linked to another account');
    linkFederatedUserTo(federated, member, now);
    return federated;
  }

  private requireUser(login: string): IdentityUser {
    const user = this.users.find(login);
    if (!user) throw new Error('No such identity user');
    return user;
  }
}

let shared: IdentityStore | undefined;

/** The process-wide store the identity server uses unless given another (test control reads it too). */
export function sharedIdentityStore(): IdentityStore {
  shared ??= new IdentityStore();
  return shared;
}
