import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { type Logger } from '@member/shared-contracts/logging';
import type { IdentitySession } from './amplify-identity';
import { createSessionService, SIGN_OUT_CLEARED_KEYS, SsoReturnError } from './session-service';
import { createSessionStore } from './session-store';

const makeLogger = (): jest.Mocked<Logger> => ({ debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() });
const validPayload = {
  [CLAIM_KEYS.accountId]: '200001',
  [CLAIM_KEYS.clientId]: '101',
  [CLAIM_KEYS.planId]: '501',
  [CLAIM_KEYS.clientOrgId]: '1001',
  [CLAIM_KEYS.firstName]: 'Maria',
  [CLAIM_KEYS.lastName]: 'Lopez',
  [CLAIM_KEYS.languagePreference]: 'spanish',
};
const signedIn = (payload: Record<string, unknown> = validPayload, mfaEnabled = false, federatedUserId: string | null = null): IdentitySession => ({ idTokenPayload: payload, mfaEnabled, federatedUserId });

function setup(session: IdentitySession | null, overrides: { signOutOfIdentity?: jest.Mock; exchangeSsoCode?: jest.Mock; updatePlanAttribute?: jest.Mock; hostedLogoutUrl?: jest.Mock } = {}) {
  const store = createSessionStore();
  const logger = makeLogger();
  const deps = {
    store,
    logger,
    readSession: jest.fn().mockResolvedValue(session),
    signOutOfIdentity: overrides.signOutOfIdentity ?? jest.fn().mockResolvedValue(undefined),
    updatePlanAttribute: overrides.updatePlanAttribute ?? jest.fn().mockResolvedValue(undefined),
    exchangeSsoCode: overrides.exchangeSsoCode ?? jest.fn().mockRejectedValue(new Error('not available')),
    updateAccount: jest.fn().mockResolvedValue(undefined),
    resetAnalytics: jest.fn(),
    clearMemberCaches: jest.fn(),
    redirect: jest.fn(),
    leaveApp: jest.fn(),
    ...(overrides.hostedLogoutUrl ? { hostedLogoutUrl: overrides.hostedLogoutUrl } : {}),
  };
  return { ...deps, service: createSessionService(deps) };
}

beforeEach(() => window.localStorage.clear());

describe('session service: status', () => {
  it('starts querying', () => {
    expect(setup(null).store.getState().status).toBe('querying');
  });

  it('becomes unauthenticated when there is no session', async () => {
    const { store, service } = setup(null);
    await service.refreshSession();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', accountId: null, claims: null });
  });

  it('becomes unauthenticated when the session cannot be retrieved (e.g. the identity chunk fails to load)', async () => {
    const { store, service, readSession } = setup(null);
    readSession.mockRejectedValue(new Error('ChunkLoadError'));
    await service.refreshSession();
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('becomes unauthenticated when the token claims are unreadable', async () => {
    const { store, service, logger } = setup(signedIn({ ...validPayload, [CLAIM_KEYS.clientId]: '0' }));
    await service.refreshSession();
    expect(store.getState().status).toBe('unauthenticated');
    expect(logger.error).toHaveBeenCalledWith('unable to get client data from token', expect.any(Object));
  });

  it('becomes authenticated with the account id, client id, MFA flag and parsed claims', async () => {
    const { store, service } = setup(signedIn(validPayload, true));
    await service.refreshSession();
    expect(store.getState()).toMatchObject({ status: 'authenticated', accountId: '200001', clientId: 101, mfaEnabled: true });
    expect(store.getState().claims).toMatchObject({ firstName: 'Maria', locale: 'es-US', planId: 501 });
  });

  it('carries the stored sso provider name (base-to-buy-up rule), and forgets it on sign-out', async () => {
    window.localStorage.setItem(STORAGE_KEYS.ssoProviderName, 'bnft');
    const { store, service } = setup(signedIn());
    await service.refreshSession();
    expect(store.getState().ssoProviderName).toBe('bnft');
    await service.signOut({ redirect: false });
    expect(store.getState().ssoProviderName).toBeNull();
  });

  it('has no sso provider name or federated user id for a password sign-in', async () => {
    const { store, service } = setup(signedIn());
    await service.refreshSession();
    expect(store.getState().ssoProviderName).toBeNull();
    expect(store.getState().federatedUserId).toBeNull();
  });

  it('carries the federated user id of a single-sign-on session (analytics), and forgets it on sign-out', async () => {
    const { store, service } = setup(signedIn(validPayload, false, 'google-0001'));
    await service.refreshSession();
    expect(store.getState().federatedUserId).toBe('google-0001');
    await service.signOut({ redirect: false });
    expect(store.getState().federatedUserId).toBeNull();
  });

  it('asks the identity service for new tokens on a forced refresh', async () => {
    const { service, readSession } = setup(signedIn());
    await service.refreshSession({ forceRefresh: true });
    expect(readSession).toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('increments the refresh counter on a refresh-account event', () => {
    const { store, service } = setup(null);
    service.refreshAccount();
    service.refreshAccount();
    expect(store.getState().accountRefreshCounter).toBe(2);
  });

  it('exposes the account updater it was given', () => {
    const { service, updateAccount } = setup(null);
    expect(service.updateAccount).toBe(updateAccount);
  });
});

describe('session service: sign-out (access §4)', () => {
  it('clears stored pool, locale and sso provider, resets analytics and caches, lands on /?state=signed-out', async () => {
    const { store, service, resetAnalytics, clearMemberCaches, redirect } = setup(signedIn());
    await service.refreshSession();
    for (const key of SIGN_OUT_CLEARED_KEYS) window.localStorage.setItem(key, 'x');
    window.localStorage.setItem(STORAGE_KEYS.rememberedEmail, 'kept');
    window.localStorage.setItem(STORAGE_KEYS.carouselSeen, 'true');
    await service.signOut();
    for (const key of SIGN_OUT_CLEARED_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.rememberedEmail)).toBe('kept');
    expect(window.localStorage.getItem(STORAGE_KEYS.carouselSeen)).toBe('true');
    expect(resetAnalytics).toHaveBeenCalled();
    expect(clearMemberCaches).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', accountId: null, claims: null, signedOut: true });
    expect(redirect).toHaveBeenCalledWith('/?state=signed-out');
  });

  it('leaves for the hosted logout after a single sign-on session (redirecting sign-outs only)', async () => {
    const hostedLogoutUrl = jest.fn().mockReturnValue('http://localhost:4001/logout?client_id=c&logout_uri=x');
    const { service, redirect, leaveApp } = setup(signedIn(), { hostedLogoutUrl });
    await service.refreshSession();
    await service.signOut();
    expect(leaveApp).toHaveBeenCalledWith('http://localhost:4001/logout?client_id=c&logout_uri=x');
    expect(redirect).not.toHaveBeenCalled();
    leaveApp.mockClear();
    await service.signOut({ redirect: false });
    expect(leaveApp).not.toHaveBeenCalled();
  });

  it('forgets the signed-out mark at the next sign-in', async () => {
    const { store, service } = setup(signedIn());
    await service.refreshSession();
    await service.signOut();
    await service.refreshSession();
    expect(store.getState()).toMatchObject({ status: 'authenticated', signedOut: false });
  });

  it('does not redirect when asked not to', async () => {
    const { service, redirect } = setup(signedIn());
    await service.signOut({ redirect: false });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('logs "Error signing out" without details and rethrows when the identity service fails; nothing is cleared', async () => {
    const { service, redirect, logger, resetAnalytics } = setup(null, { signOutOfIdentity: jest.fn().mockRejectedValue(new Error('network')) });
    window.localStorage.setItem(STORAGE_KEYS.locale, 'es-US');
    await expect(service.signOut()).rejects.toThrow('network');
    expect(logger.error).toHaveBeenCalledWith('Error signing out', { error: 'Error' });
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('es-US');
    expect(resetAnalytics).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it('a session read that started before the sign-out does not bring the member back', async () => {
    let answer: (session: IdentitySession) => void = () => undefined;
    const { store, service, readSession } = setup(null);
    readSession.mockReturnValueOnce(new Promise<IdentitySession>((resolve) => (answer = resolve)));
    const reading = service.refreshSession();
    await service.signOut({ redirect: false });
    answer(signedIn());
    await reading;
    expect(store.getState().status).toBe('unauthenticated');
  });
});

describe('session service: plan id rule (access §4)', () => {
  it('updates the plan attribute and force-refreshes when the account plan id differs from the token', async () => {
    const { service, updatePlanAttribute, readSession, store } = setup(signedIn());
    await service.refreshSession();
    readSession.mockResolvedValue(signedIn({ ...validPayload, [CLAIM_KEYS.planId]: '777' }));
    await service.reconcilePlanId(777);
    expect(updatePlanAttribute).toHaveBeenCalledWith(777);
    expect(readSession).toHaveBeenLastCalledWith({ forceRefresh: true });
    expect(store.getState().claims?.planId).toBe(777);
  });

  it('does nothing when they match, or while unauthenticated', async () => {
    const { service, updatePlanAttribute } = setup(signedIn());
    await service.reconcilePlanId(501);
    await service.refreshSession();
    await service.reconcilePlanId(501);
    expect(updatePlanAttribute).not.toHaveBeenCalled();
  });

  it('acts once per mismatch, even when the refreshed token still disagrees', async () => {
    const { service, updatePlanAttribute } = setup(signedIn());
    await service.refreshSession();
    await service.reconcilePlanId(777);
    await service.reconcilePlanId(777);
    expect(updatePlanAttribute).toHaveBeenCalledTimes(1);
  });
});

describe('session service: /sso return', () => {
  it('is in status sso while the previous session is signed out', async () => {
    const statuses: string[] = [];
    const { store, service, signOutOfIdentity } = setup(signedIn());
    await service.refreshSession();
    signOutOfIdentity.mockImplementation(async () => {
      statuses.push(store.getState().status);
    });
    await expect(service.processSsoReturn({ code: null, error: null })).rejects.toBeInstanceOf(SsoReturnError);
    expect(statuses).toEqual(['sso']);
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', accountId: null });
  });

  it('signs out first without redirecting, keeping the stored user pool and sso provider of the sign-on in progress', async () => {
    const { service, signOutOfIdentity, redirect, exchangeSsoCode } = setup(signedIn());
    window.localStorage.setItem(STORAGE_KEYS.userPool, 'idp-sso');
    window.localStorage.setItem(STORAGE_KEYS.ssoProviderName, 'Google');
    window.localStorage.setItem(STORAGE_KEYS.locale, 'es-US');
    exchangeSsoCode.mockImplementation(async () => {
      expect(signOutOfIdentity).toHaveBeenCalled();
    });
    await service.processSsoReturn({ code: 'abc', error: null });
    expect(exchangeSsoCode).toHaveBeenCalledWith({ code: 'abc', state: null });
    expect(redirect).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(STORAGE_KEYS.userPool)).toBe('idp-sso');
    expect(window.localStorage.getItem(STORAGE_KEYS.ssoProviderName)).toBe('Google');
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBeNull();
  });

  it('reads the new session after a successful exchange', async () => {
    const { service, store } = setup(signedIn(), { exchangeSsoCode: jest.fn().mockResolvedValue('signedIn') });
    await expect(service.processSsoReturn({ code: 'abc', error: null })).resolves.toBe('signedIn');
    expect(store.getState().status).toBe('authenticated');
  });

  it('stays unauthenticated when the federated identity must be linked first', async () => {
    const { service, store, readSession } = setup(signedIn(), { exchangeSsoCode: jest.fn().mockResolvedValue('linkRequired') });
    readSession.mockClear();
    await expect(service.processSsoReturn({ code: 'abc', error: null })).resolves.toBe('linkRequired');
    expect(store.getState().status).toBe('unauthenticated');
    expect(readSession).not.toHaveBeenCalled();
  });

  it('fails without exchanging when the provider answered an error, and never puts its text in the message', async () => {
    const { service, exchangeSsoCode } = setup(null);
    const failure = service.processSsoReturn({ code: 'abc', error: 'access_denied maria@example.com' });
    await expect(failure).rejects.toThrow('the identity provider answered with an error');
    await expect(failure).rejects.not.toThrow(/maria/);
    expect(exchangeSsoCode).not.toHaveBeenCalled();
  });

  it('fails when the exchange fails, ending unauthenticated', async () => {
    const { service, store } = setup(null);
    await expect(service.processSsoReturn({ code: 'abc', error: null })).rejects.toThrow('not available');
    expect(store.getState().status).toBe('unauthenticated');
  });

  describe('a sign-on that does not end in a single-sign-on session leaves no pool or provider behind', () => {
    const inProgress = () => {
      window.localStorage.setItem(STORAGE_KEYS.userPool, 'bnft');
      window.localStorage.setItem(STORAGE_KEYS.ssoProviderName, 'bnft');
    };
    const leftBehind = () => [window.localStorage.getItem(STORAGE_KEYS.userPool), window.localStorage.getItem(STORAGE_KEYS.ssoProviderName)];

    it('the provider answered an error (cancelled)', async () => {
      const { service } = setup(null);
      inProgress();
      await expect(service.processSsoReturn({ code: null, error: 'access_denied' })).rejects.toBeInstanceOf(SsoReturnError);
      expect(leftBehind()).toEqual([null, null]);
    });

    it('the exchange failed', async () => {
      const { service } = setup(null);
      inProgress();
      await expect(service.processSsoReturn({ code: 'abc', error: null })).rejects.toThrow();
      expect(leftBehind()).toEqual([null, null]);
    });

    it('the identity must be linked first (the member goes on with a password session)', async () => {
      const { service } = setup(null, { exchangeSsoCode: jest.fn().mockResolvedValue('linkRequired') });
      inProgress();
      await service.processSsoReturn({ code: 'abc', error: null });
      expect(leftBehind()).toEqual([null, null]);
    });

    it('but a single-sign-on session keeps them (base-to-buy-up, refresh, hosted logout)', async () => {
      const { service } = setup(signedIn(), { exchangeSsoCode: jest.fn().mockResolvedValue('signedIn') });
      inProgress();
      await service.processSsoReturn({ code: 'abc', error: null });
      expect(leftBehind()).toEqual(['bnft', 'bnft']);
    });
  });
});

describe('session service: start-up from the stored tokens', () => {
  const stored = (payload: Record<string, unknown> = validPayload): IdentitySession => ({ idTokenPayload: payload, mfaEnabled: null, federatedUserId: null });

  function setupStored(storedSession: IdentitySession | null, mfaEnabled = true) {
    const store = createSessionStore();
    const readSession = jest.fn().mockResolvedValue(signedIn(validPayload, true));
    const readMfaEnabled = jest.fn().mockResolvedValue(mfaEnabled);
    const service = createSessionService({
      store,
      logger: makeLogger(),
      readSession,
      readStoredSession: () => storedSession,
      readMfaEnabled,
      signOutOfIdentity: jest.fn().mockResolvedValue(undefined),
      updatePlanAttribute: jest.fn(),
      exchangeSsoCode: jest.fn(),
      updateAccount: jest.fn(),
      resetAnalytics: jest.fn(),
      clearMemberCaches: jest.fn(),
      redirect: jest.fn(),
    });
    return { store, service, readSession, readMfaEnabled };
  }

  it('is authenticated at once from fresh stored tokens: no identity read, no MFA round trip', () => {
    const { store, service, readSession, readMfaEnabled } = setupStored(stored());
    void service.restoreSession();
    // Synchronously: the first render already knows the member.
    expect(store.getState()).toMatchObject({ status: 'authenticated', accountId: '200001', mfaEnabled: false, mfaKnown: false });
    expect(store.getState().claims).toMatchObject({ firstName: 'Maria' });
    expect(readSession).not.toHaveBeenCalled();
    expect(readMfaEnabled).not.toHaveBeenCalled();
  });

  it('without usable stored tokens, reads through the identity library without the MFA preference', async () => {
    const { store, service, readSession, readMfaEnabled } = setupStored(null);
    readSession.mockResolvedValue({ ...signedIn(), mfaEnabled: null });
    await service.restoreSession();
    expect(readSession).toHaveBeenCalledWith({ withMfa: false });
    expect(readMfaEnabled).not.toHaveBeenCalled();
    expect(store.getState()).toMatchObject({ status: 'authenticated', mfaKnown: false });
  });

  it('stored claims that fail validation go to the identity read (which rules unauthenticated)', async () => {
    const { store, service, readSession } = setupStored(stored({ ...validPayload, [CLAIM_KEYS.clientId]: '0' }));
    readSession.mockResolvedValue(null);
    await service.restoreSession();
    expect(readSession).toHaveBeenCalled();
    expect(store.getState().status).toBe('unauthenticated');
  });

  it('reads the MFA preference once when a page needs it', async () => {
    const { store, service, readMfaEnabled } = setupStored(stored());
    await service.restoreSession();
    await Promise.all([service.ensureMfaPreference(), service.ensureMfaPreference()]);
    expect(readMfaEnabled).toHaveBeenCalledTimes(1);
    expect(store.getState()).toMatchObject({ mfaEnabled: true, mfaKnown: true });
    await service.ensureMfaPreference();
    expect(readMfaEnabled).toHaveBeenCalledTimes(1);
  });

  it('a full refresh (after an MFA change) carries the preference; a later read without it keeps it', async () => {
    const { store, service, readSession } = setupStored(stored());
    await service.restoreSession();
    await service.refreshSession();
    expect(store.getState()).toMatchObject({ mfaEnabled: true, mfaKnown: true });
    readSession.mockResolvedValue({ ...signedIn(), mfaEnabled: null });
    await service.refreshSession({ withMfa: false });
    expect(store.getState()).toMatchObject({ mfaEnabled: true, mfaKnown: true });
  });

  it('an MFA read that answers after a sign-out does not put the member back', async () => {
    const { store, service, readMfaEnabled } = setupStored(stored());
    let answer: (enabled: boolean) => void = () => undefined;
    readMfaEnabled.mockReturnValue(new Promise<boolean>((resolve) => (answer = resolve)));
    await service.restoreSession();
    const reading = service.ensureMfaPreference();
    await service.signOut({ redirect: false });
    answer(true);
    await reading;
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', mfaEnabled: false });
  });
});
