import { startMemberApiHarness, type MemberApiHarness } from '../testing/member-api-harness';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const DEVICE = `/communication/${MARIA.accountId}/device/ios-1`;
const CONTROL_CHARACTERS = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u2028'];

/** Every route with a body, and where it reads text; each gets every control character in turn. */
const BODY_ROUTES: { method: 'PATCH' | 'PUT' | 'POST'; url: string; body: (text: string) => unknown; auth: boolean }[] = [
  { method: 'PATCH', url: `/account/${MARIA.accountId}`, body: (text) => ({ email: `maria${text}@example.com` }), auth: true },
  { method: 'PATCH', url: `/account/${MARIA.accountId}`, body: (text) => ({ [`email${text}`]: 'x@example.com' }), auth: true },
  { method: 'PUT', url: `/account/${MARIA.accountId}/eligibility`, body: (text) => ({ zipCode: `787${text}01` }), auth: true },
  { method: 'POST', url: `/account/${MARIA.accountId}/identities`, body: (text) => ({ idToken: `a${text}`, idpIdentifier: 'Google', userId: '1' }), auth: true },
  { method: 'POST', url: `/account/${MARIA.accountId}/email-change/confirm`, body: (text) => ({ code: `12345${text}` }), auth: true },
  { method: 'PUT', url: DEVICE, body: (text) => ({ acknowledgedPushNotificationPrompt: true, note: text }), auth: true },
  { method: 'PATCH', url: DEVICE, body: (text) => ({ fcmToken: `tok${text}en` }), auth: true },
  { method: 'PATCH', url: `/storage/${MARIA.accountId}`, body: (text) => ({ [`hasUserViewedOnboardingModal${text}`]: true }), auth: true },
  { method: 'POST', url: '/api/logs', body: (text) => ({ entries: [{ level: 'info', message: `m${text}`, timestamp: 't', source: 'shell' }] }), auth: false },
  { method: 'POST', url: '/metrics', body: (text) => ({ counters: [{ name: `n${text}` }] }), auth: false },
  { method: 'POST', url: '/analytics/events', body: (text) => ({ events: [{ type: 'page', name: `/home${text}`, timestamp: 't' }] }), auth: false },
];

/** Every route that reads a query or a path value. */
const QUERY_ROUTES = (text: string) => {
  const encoded = encodeURIComponent(text);
  return [
    `/usernames?email=a${encoded}%40example.com`,
    `/usernames?clientId=101${encoded}`,
    `/client-organizations?name=acme${encoded}&limit=5`,
    `/client-organizations/1001${encoded}`,
    `/clients/101${encoded}`,
    `/plans/501${encoded}`,
    `/plans?client_id=101&id=501${encoded}`,
    `/provider-networks?id=9001${encoded}`,
    `/concierge-tickets?account_id=${MARIA.accountId}${encoded}`,
    `/accounts/${MARIA.accountId}${encoded}`,
    `/communication/${MARIA.accountId}/device/ios${encoded}`,
    `/member-accumulations?account_id=${MARIA.accountId}${encoded}&offset=0&limit=2`,
    `/notification-rules/claim-needs-information-200001${encoded}?account_id=${MARIA.accountId}`,
    `/notification-rules/claim-needs-information-200001?account_id=${MARIA.accountId}${encoded}`,
  ];
};

describe('member API: control characters are bad input on every route (4xx with a message, never 500)', () => {
  let api: MemberApiHarness;
  let token: string;

  beforeAll(async () => {
    api = await startMemberApiHarness({ usernameLookupsPerMinute: 10_000 });
    token = await api.tokenOf(MARIA.email);
    // The device exists, so its PATCH reaches the database with the token.
    await api.call({ method: 'PUT', url: DEVICE, token, payload: { acknowledgedPushNotificationPrompt: false } });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('refuses a NUL byte in PATCH /account/{id} and in a device fcmToken with 400 and says where', async () => {
    const patch = await api.call({ method: 'PATCH', url: `/account/${MARIA.accountId}`, token, payload: { email: 'maria\u0000@example.com' } });
    expect(patch.statusCode).toBe(400);
    expect(patch.json()).toEqual({ message: 'Text must not contain control characters (body: email)' });
    const device = await api.call({ method: 'PATCH', url: DEVICE, token, payload: { fcmToken: 'tok\u0000en' } });
    expect(device.statusCode).toBe(400);
    // A line break in a token is not a control character the hook refuses, but the token's pattern does.
    expect((await api.call({ method: 'PATCH', url: DEVICE, token, payload: { fcmToken: 'tok\nen' } })).statusCode).toBe(422);
  });

  it.each(CONTROL_CHARACTERS.map((character) => [JSON.stringify(character), character]))('sweeps every body route with %s', async (_name, character) => {
    for (const route of BODY_ROUTES) {
      const response = await api.call({ method: route.method, url: route.url, payload: route.body(character), ...(route.auth ? { token } : {}) });
      expect([route.method, route.url, response.statusCode]).toEqual([route.method, route.url, 400]);
      expect(response.json().message).toMatch(/^Text must not contain control characters/);
    }
  });

  it.each(CONTROL_CHARACTERS.map((character) => [JSON.stringify(character), character]))('sweeps every query and path with %s', async (_name, character) => {
    for (const url of QUERY_ROUTES(character)) {
      const response = await api.call({ url, token });
      expect([url, response.statusCode >= 400 && response.statusCode < 500]).toEqual([url, true]);
      expect(typeof response.json().message).toBe('string');
    }
  });
});
