import { CLAIM_KEYS, type Logger } from '@member/shared-contracts';
import { createSessionService, SIGN_OUT_CLEARED_KEYS } from './session-service';
import { createSessionStore } from './session-store';

const logger: Logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const validPayload = {
  [CLAIM_KEYS.accountId]: '200001',
  [CLAIM_KEYS.clientId]: '101',
  [CLAIM_KEYS.planId]: '501',
  [CLAIM_KEYS.clientOrgId]: '1001',
  [CLAIM_KEYS.firstName]: 'Maria',
  [CLAIM_KEYS.lastName]: 'Lopez',
  [CLAIM_KEYS.languagePreference]: 'spanish',
};

function setup(session: { idTokenPayload: Record<string, unknown>; mfaEnabled: boolean } | null, signOutImpl = jest.fn().mockResolvedValue(undefined)) {
  const store = createSessionStore();
  const resetAnalytics = jest.fn();
  const redirect = jest.fn();
  const clearMemberCaches = jest.fn();
  const service = createSessionService({
    store,
    logger,
    readSession: jest.fn().mockResolvedValue(session),
    signOutOfIdentity: signOutImpl,
    resetAnalytics,
    clearMemberCaches,
    redirect,
  });
  return { store, service, resetAnalytics, clearMemberCaches, redirect, signOutImpl };
}

describe('session service', () => {
  it('starts querying', () => {
    expect(setup(null).store.getState().status).toBe('querying');
  });

  it('becomes unauthenticated when there is no session', async () => {
    const { store, service } = setup(null);
    await service.refreshSession();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', accountId: null, claims: null });
  });

  it('becomes authenticated with the account id, client id, MFA flag and parsed claims', async () => {
    const { store, service } = setup({ idTokenPayload: validPayload, mfaEnabled: true });
    await service.refreshSession();
    expect(store.getState()).toMatchObject({ status: 'authenticated', accountId: '200001', clientId: 101, mfaEnabled: true });
    expect(store.getState().claims).toMatchObject({ firstName: 'Maria', locale: 'es-US' });
  });

  it('increments the refresh counter on a refresh-account event', () => {
    const { store, service } = setup(null);
    service.refreshAccount();
    service.refreshAccount();
    expect(store.getState().accountRefreshCounter).toBe(2);
  });

  it('signs out: clears stored pool, locale and sso provider, resets analytics and caches, lands on /?state=signed-out', async () => {
    const { store, service, resetAnalytics, clearMemberCaches, redirect } = setup({ idTokenPayload: validPayload, mfaEnabled: false });
    await service.refreshSession();
    for (const key of SIGN_OUT_CLEARED_KEYS) window.localStorage.setItem(key, 'x');
    window.localStorage.setItem('member.rememberedEmail', 'kept');
    await service.signOut();
    for (const key of SIGN_OUT_CLEARED_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem('member.rememberedEmail')).toBe('kept');
    expect(resetAnalytics).toHaveBeenCalled();
    expect(clearMemberCaches).toHaveBeenCalled();
    expect(store.getState().status).toBe('unauthenticated');
    expect(redirect).toHaveBeenCalledWith('/?state=signed-out');
  });

  it('logs "Error signing out" and rethrows when the identity service fails', async () => {
    const { service, redirect } = setup(null, jest.fn().mockRejectedValue(new Error('network')));
    await expect(service.signOut()).rejects.toThrow('network');
    expect(logger.error).toHaveBeenCalledWith('Error signing out', expect.anything());
    expect(redirect).not.toHaveBeenCalled();
  });
});
