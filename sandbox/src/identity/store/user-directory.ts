/**
 * The users of the pool, keyed by lower-cased username. A user is found by username or by a verified
 * email alias (after an email change), always case-insensitively.
 */
import { IDENTITIES_ATTRIBUTE } from './federated-users';
import { normalizeLogin, type IdentityUser } from './identity-user';

export class UserDirectory {
  private readonly byUsername = new Map<string, IdentityUser>();

  replaceAll(users: Iterable<IdentityUser>): void {
    this.byUsername.clear();
    for (const user of users) this.byUsername.set(user.username, user);
  }

  /** By username, else by verified email. */
  find(login: string): IdentityUser | undefined {
    const key = normalizeLogin(login);
    const direct = this.byUsername.get(key);
    if (direct) return direct;
    for (const user of this.byUsername.values()) {
      if (user.attributes.email === key && user.attributes.email_verified === 'true') return user;
    }
    return undefined;
  }

  findBySub(sub: string): IdentityUser | undefined {
    for (const user of this.byUsername.values()) if (user.sub === sub) return user;
    return undefined;
  }

  findByAttribute(name: string, value: string): IdentityUser | undefined {
    for (const user of this.byUsername.values()) if (user.attributes[name] === value) return user;
    return undefined;
  }

  /** Whether the email is a username or another user's email already. */
  isEmailTaken(email: string, exceptUsername?: string): boolean {
    const key = normalizeLogin(email);
    for (const user of this.byUsername.values()) {
      if (user.username === exceptUsername) continue;
      // A federated user's email is the provider's, not a sign-in email (as in Cognito): a member may sign
      // up with it, and the identity is then linked to the new account.
      if (user.attributes[IDENTITIES_ATTRIBUTE]) continue;
      if (user.username === key || user.attributes.email === key) return true;
    }
    return false;
  }

  add(user: IdentityUser): void {
    this.byUsername.set(user.username, user);
  }

  remove(username: string): void {
    this.byUsername.delete(username);
  }

  all(): IdentityUser[] {
    return [...this.byUsername.values()];
  }
}
