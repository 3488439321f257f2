import { useTestControlHarness } from '../../testing/test-control-harness';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const DANIEL = { email: 'spouse@example.com', accountId: '200005' };
const storagePath = (accountId: string) => `/storage/${accountId}`;

describe('member API: UI storage (member-features §3, §7)', () => {
  const { api, control } = useTestControlHarness();
  let maria: string;

  beforeEach(async () => {
    await api.app.memberApi.reset();
    api.identityStore.reset();
    maria = await api.tokenOf(MARIA.email);
  });

  const patch = (payload: unknown, token = maria, accountId = MARIA.accountId) => api.call({ method: 'PATCH', url: storagePath(accountId), token, payload });

  it('is empty for a seeded member ({}: §3 then counts the onboarding modal as viewed)', async () => {
    const response = await api.call({ url: storagePath(MARIA.accountId), token: maria });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
  });

  it('PATCH sets the given fields, keeps the others, and GET answers them', async () => {
    expect((await patch({ hasCompletedConsolidatedBadgeEducation: true })).json()).toEqual({ hasCompletedConsolidatedBadgeEducation: true });
    expect((await patch({ hasUserViewedOnboardingModal: true })).json()).toEqual({ hasUserViewedOnboardingModal: true, hasCompletedConsolidatedBadgeEducation: true });
    expect((await api.call({ url: storagePath(MARIA.accountId), token: maria })).json()).toEqual({ hasUserViewedOnboardingModal: true, hasCompletedConsolidatedBadgeEducation: true });
  });

  it('keeps storage per account', async () => {
    await patch({ hasUserViewedOnboardingModal: false });
    const daniel = await api.tokenOf(DANIEL.email);
    expect((await api.call({ url: storagePath(DANIEL.accountId), token: daniel })).json()).toEqual({});
  });

  it.each([
    ['an unknown key', { hasUserViewedOnboardingModal: true, isAdmin: true }],
    ['a non-boolean', { hasUserViewedOnboardingModal: 'true' }],
    ['no field at all', {}],
    ['not an object', [true]],
  ])('refuses %s with 400 and a message, storing nothing', async (_case, payload) => {
    const response = await patch(payload);
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
    expect(response.json().message.length).toBeGreaterThan(0);
    expect((await api.call({ url: storagePath(MARIA.accountId), token: maria })).json()).toEqual({});
  });

  it('refuses a body that is not JSON with 400', async () => {
    const response = await api.call({ method: 'PATCH', url: storagePath(MARIA.accountId), token: maria, payload: '{not json', headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(400);
  });

  it('refuses another member’s storage with 403, reading and writing', async () => {
    const daniel = await api.tokenOf(DANIEL.email);
    expect((await api.call({ url: storagePath(MARIA.accountId), token: daniel })).statusCode).toBe(403);
    const write = await patch({ hasUserViewedOnboardingModal: false }, daniel);
    expect(write.statusCode).toBe(403);
    expect(write.json()).toEqual({ message: 'The token does not belong to this account' });
    expect((await api.call({ url: storagePath(MARIA.accountId), token: maria })).json()).toEqual({});
  });

  it('refuses a call without a token (401) and a forged token', async () => {
    expect((await api.call({ url: storagePath(MARIA.accountId) })).statusCode).toBe(401);
    const [header, payload] = maria.split('.');
    expect((await api.call({ url: storagePath(MARIA.accountId), token: `${header}.${payload}.forged` })).statusCode).toBe(401);
  });

  it('test control: reset-onboarding stores "not viewed" (so the modal shows again), DELETE empties it, an unknown account is 404', async () => {
    await patch({ hasUserViewedOnboardingModal: true, hasCompletedConsolidatedBadgeEducation: true });
    const reset = await control.request({ method: 'POST', url: `/storage/${MARIA.accountId}/reset-onboarding` });
    expect(reset.statusCode).toBe(200);
    expect((await api.call({ url: storagePath(MARIA.accountId), token: maria })).json()).toEqual({ hasUserViewedOnboardingModal: false, hasCompletedConsolidatedBadgeEducation: false });
    expect((await control.request({ method: 'DELETE', url: `/storage/${MARIA.accountId}` })).statusCode).toBe(204);
    expect((await api.call({ url: storagePath(MARIA.accountId), token: maria })).json()).toEqual({});
    expect((await control.request({ method: 'POST', url: '/storage/999999/reset-onboarding' })).statusCode).toBe(404);
  });

  it('a reset of the sandbox empties every storage', async () => {
    await patch({ hasUserViewedOnboardingModal: false });
    await api.app.memberApi.reset();
    maria = await api.tokenOf(MARIA.email);
    expect((await api.call({ url: storagePath(MARIA.accountId), token: maria })).json()).toEqual({});
  });
});
