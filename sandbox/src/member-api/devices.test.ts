import { useMemberApiHarness } from '../testing/member-api-harness';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const JAMES = { email: 'search.only@example.com', accountId: '200002' };
const devicePath = (accountId: string, deviceId: string) => `/communication/${accountId}/device/${deviceId}`;

describe('member API: devices (member-features §7)', () => {
  const api = useMemberApiHarness();
  let token: string;

  beforeEach(async () => {
    await api.app.memberApi.reset();
    api.identityStore.reset();
    token = await api.tokenOf(MARIA.email);
  });

  it('GET of an unknown device is 404', async () => {
    const response = await api.call({ url: devicePath(MARIA.accountId, 'ios-1'), token });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Device ios-1 not found' });
  });

  it('PUT creates the device with the prompt flag, GET then answers it, PATCH stores the token', async () => {
    const put = await api.call({ method: 'PUT', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: { acknowledgedPushNotificationPrompt: false } });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ deviceId: 'ios-1', acknowledgedPushNotificationPrompt: false, fcmToken: null });

    const patch = await api.call({ method: 'PATCH', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: { fcmToken: 'fcm-abc' } });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toEqual({ deviceId: 'ios-1', acknowledgedPushNotificationPrompt: false, fcmToken: 'fcm-abc' });

    const ack = await api.call({ method: 'PUT', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: { acknowledgedPushNotificationPrompt: true } });
    expect(ack.json()).toEqual({ deviceId: 'ios-1', acknowledgedPushNotificationPrompt: true, fcmToken: 'fcm-abc' });

    const get = await api.call({ url: devicePath(MARIA.accountId, 'ios-1'), token });
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ deviceId: 'ios-1', acknowledgedPushNotificationPrompt: true, fcmToken: 'fcm-abc' });
  });

  it('PATCH records the answer to the in-app push prompt and keeps the token; an empty PATCH is refused', async () => {
    await api.call({ method: 'PUT', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: { acknowledgedPushNotificationPrompt: false } });
    await api.call({ method: 'PATCH', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: { fcmToken: 'fcm-abc' } });
    const answered = await api.call({ method: 'PATCH', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: { acknowledgedPushNotificationPrompt: true } });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toEqual({ deviceId: 'ios-1', acknowledgedPushNotificationPrompt: true, fcmToken: 'fcm-abc' });

    const empty = await api.call({ method: 'PATCH', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toMatch(/Nothing to change/);
  });

  it('PATCH of an unknown device is 404; a reset forgets devices', async () => {
    const patch = await api.call({ method: 'PATCH', url: devicePath(MARIA.accountId, 'nope'), token, payload: { fcmToken: 'x' } });
    expect(patch.statusCode).toBe(404);
    await api.call({ method: 'PUT', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: { acknowledgedPushNotificationPrompt: false } });
    await api.app.memberApi.reset();
    expect((await api.call({ url: devicePath(MARIA.accountId, 'ios-1'), token })).statusCode).toBe(404);
  });

  it('refuses bodies of another shape and bad device ids with 422', async () => {
    const extra = await api.call({ method: 'PUT', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: { acknowledgedPushNotificationPrompt: false, admin: true } });
    expect(extra.statusCode).toBe(422);
    const missing = await api.call({ method: 'PUT', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: {} });
    expect(missing.statusCode).toBe(422);
    const badToken = await api.call({ method: 'PATCH', url: devicePath(MARIA.accountId, 'ios-1'), token, payload: { fcmToken: 42 } });
    expect(badToken.statusCode).toBe(422);
    const badId = await api.call({ url: devicePath(MARIA.accountId, 'a%20b'), token });
    expect(badId.statusCode).toBe(422);
  });

  it('answers 401 without a token and 403 for another member’s account', async () => {
    expect((await api.call({ url: devicePath(MARIA.accountId, 'ios-1') })).statusCode).toBe(401);
    const other = await api.call({ method: 'PUT', url: devicePath(MARIA.accountId, 'ios-1'), token: await api.tokenOf(JAMES.email), payload: { acknowledgedPushNotificationPrompt: false } });
    expect(other.statusCode).toBe(403);
  });

  it('keeps devices per account', async () => {
    await api.call({ method: 'PUT', url: devicePath(MARIA.accountId, 'shared-phone'), token, payload: { acknowledgedPushNotificationPrompt: true } });
    const jamesToken = await api.tokenOf(JAMES.email);
    expect((await api.call({ url: devicePath(JAMES.accountId, 'shared-phone'), token: jamesToken })).statusCode).toBe(404);
  });
});
