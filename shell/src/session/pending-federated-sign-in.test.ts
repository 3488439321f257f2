import { createPendingFederatedSignIn, PENDING_FEDERATED_SIGN_IN_LIFETIME_MS } from './pending-federated-sign-in';

const tokenExpiringAt = (seconds: number) => `e30.${Buffer.from(JSON.stringify({ exp: seconds })).toString('base64url')}.sig`;
const pendingWith = (idToken: string) => ({ email: 'kevin@example.com', idToken, idpIdentifier: 'Google', userId: '1045' });

describe('pending federated sign-in', () => {
  it('is held until cleared', () => {
    const pending = createPendingFederatedSignIn(() => 0);
    pending.set(pendingWith(tokenExpiringAt(3600)));
    expect(pending.get()?.userId).toBe('1045');
    pending.clear();
    expect(pending.get()).toBeNull();
  });

  it('expires after 10 minutes, or earlier with its id token', () => {
    let now = 0;
    const pending = createPendingFederatedSignIn(() => now);
    pending.set(pendingWith(tokenExpiringAt(3600)));
    now = PENDING_FEDERATED_SIGN_IN_LIFETIME_MS - 1;
    expect(pending.get()).not.toBeNull();
    now = PENDING_FEDERATED_SIGN_IN_LIFETIME_MS;
    expect(pending.get()).toBeNull();

    now = 0;
    pending.set(pendingWith(tokenExpiringAt(60)));
    now = 60_000;
    expect(pending.get()).toBeNull();
  });
});
