import { COUNTRY_RESTRICTION_HEADER, hasCountryRestriction } from '@member/shared-contracts/sign-up';
import { LOG_LIMITS } from '@member/shared-contracts/logging';
import { CLIENT_LOOKUP_NEEDS_TOKEN } from './routes/usernames';
import { startMemberApiHarness, type MemberApiHarness } from '../testing/member-api-harness';

describe('member API: lookups without a token', () => {
  let api: MemberApiHarness;
  const logLines: string[] = [];

  beforeAll(async () => {
    api = await startMemberApiHarness({ usernameLookupsPerMinute: 5, logLines });
  }, 60_000);
  beforeEach(async () => {
    await api.app.memberApi.reset();
  });
  afterAll(async () => {
    await api?.close();
  });

  describe('GET /usernames', () => {
    it('answers the username of an existing email (any case) and no items for an unknown one', async () => {
      const found = await api.call({ url: '/usernames?email=HRA.Primary%40example.com' });
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({ items: [{ username: 'hra.primary@example.com' }] });
      const missing = await api.call({ url: '/usernames?email=nobody%40example.com' });
      expect(missing.json()).toEqual({ items: [] });
    });

    it('never names a client’s accounts: a client id lookup without a token is 401, another client’s 403, and a member learns only their own username', async () => {
      const anonymous = await api.call({ url: '/usernames?clientId=102' });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: CLIENT_LOOKUP_NEEDS_TOKEN });
      expect(JSON.stringify(anonymous.json())).not.toContain('demo.client');
      expect((await api.call({ url: '/usernames?clientId=101' })).statusCode).toBe(401);
      const grace = await api.tokenOf('demo.client@example.com');
      expect((await api.call({ url: '/usernames?clientId=101', token: grace })).statusCode).toBe(403);
      const maria = await api.tokenOf('hra.primary@example.com');
      // Client 101 has many accounts: Maria's token answers Maria only (no 409 telling how many there are).
      expect((await api.call({ url: '/usernames?clientId=101', token: maria })).json()).toEqual({ items: [{ username: 'hra.primary@example.com' }] });
    });

    it('answers an email lookup with the queried email, never the identity’s own username (a federated id)', async () => {
      await api.database.query("UPDATE accounts SET email = 'alex.rivera@example.com' WHERE account_id = '200011'");
      const found = await api.call({ url: '/usernames?email=Alex.Rivera%40example.com' });
      expect(found.json()).toEqual({ items: [{ username: 'alex.rivera@example.com' }] });
      expect(JSON.stringify(found.json())).not.toContain('bnft_');
    });

    it('answers 422 for an invalid email or for both / neither query values', async () => {
      expect((await api.call({ url: '/usernames?email=not-an-email' })).statusCode).toBe(422);
      expect((await api.call({ url: '/usernames?email=a%40b.co&clientId=101' })).statusCode).toBe(422);
      expect((await api.call({ url: '/usernames' })).statusCode).toBe(422);
    });

    it('answers 429 with Retry-After after the per-minute limit, per address', async () => {
      for (let call = 0; call < 5; call += 1) expect((await api.call({ url: '/usernames?email=a%40b.co' })).statusCode).toBe(200);
      const limited = await api.call({ url: '/usernames?email=a%40b.co' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      await api.app.memberApi.reset();
      expect((await api.call({ url: '/usernames?email=a%40b.co' })).statusCode).toBe(200);
    });

    it('never logs the queried email, only the route pattern', async () => {
      await api.call({ url: '/usernames?email=private.person%40example.com' });
      expect(logLines.some((line) => line.includes('GET /usernames 200'))).toBe(true);
      expect(logLines.join('\n')).not.toContain('private.person');
    });
  });

  describe('GET /client-organizations', () => {
    it('finds by name ordered by relevance (exact, prefix, word prefix, contains)', async () => {
      await api.database.query(`INSERT INTO client_organizations (id, client_id, name, ein, country_restricted) VALUES
        (1101, 101, 'Dallas', '111111111', false), (1102, 101, 'North Dallas Clinic', '111111112', false), (1103, 101, 'Dallasite Group', '111111113', false)`);
      const response = await api.call({ url: '/client-organizations?name=dallas&limit=5&order_by=relevance' });
      expect(response.json().items.map((item: { name: string }) => item.name)).toEqual([
        'Dallas', 'Dallasite Group', 'Acme Manufacturing - Dallas', 'North Dallas Clinic',
      ]);
      expect(response.json().items[0]).toEqual({ id: 1101, name: 'Dallas' });
    });

    it('caps each lookup at its limit: name 5, id 1, ein 20, client_id 20', async () => {
      const values = Array.from({ length: 25 }, (_, index) => `(${2000 + index}, 101, 'Acme Store ${index}', '55555555${index % 10}', false)`);
      await api.database.query(`INSERT INTO client_organizations (id, client_id, name, ein, country_restricted) VALUES ${values.join(', ')}`);
      expect((await api.call({ url: '/client-organizations?name=acme' })).json().items).toHaveLength(5);
      expect((await api.call({ url: '/client-organizations?client_id=101' })).json().items).toHaveLength(20);
      expect((await api.call({ url: '/client-organizations?id=1001' })).json().items).toEqual([{ id: 1001, name: 'Acme Manufacturing - Austin' }]);
      expect((await api.call({ url: '/client-organizations?ein=55-5555550' })).json().items.length).toBeLessThanOrEqual(20);
      for (const url of ['/client-organizations?name=acme&limit=6', '/client-organizations?id=1001&limit=2', '/client-organizations?ein=555555550&limit=21', '/client-organizations?client_id=101&limit=21']) {
        expect((await api.call({ url })).statusCode).toBe(422);
      }
    });

    it('answers 422 unless exactly one of name / id / ein / client_id is given', async () => {
      expect((await api.call({ url: '/client-organizations' })).statusCode).toBe(422);
      const both = await api.call({ url: '/client-organizations?name=acme&client_id=101' });
      expect(both.statusCode).toBe(422);
      expect(both.json().message).toBe('validation.lookup.exactlyOne');
      expect((await api.call({ url: '/client-organizations?ein=123' })).statusCode).toBe(422);
    });

    it('leaves country-restricted organizations out, and answers 403 with the header when only they match', async () => {
      const byClient = await api.call({ url: '/client-organizations?client_id=101' });
      expect(byClient.json().items.map((item: { id: number }) => item.id)).toEqual([1001, 1002]);
      expect(hasCountryRestriction(byClient.headers)).toBe(false);
      const restricted = await api.call({ url: '/client-organizations?id=1004' });
      expect(restricted.statusCode).toBe(403);
      expect(restricted.headers.get(COUNTRY_RESTRICTION_HEADER)).toBe('true');
      expect(hasCountryRestriction(restricted.headers)).toBe(true);
      const single = await api.call({ url: '/client-organizations/1004' });
      expect(single.statusCode).toBe(403);
      expect(hasCountryRestriction(single.headers)).toBe(true);
    });

    it('lets browser code read the country header (CORS expose) and answers preflights without the app id', async () => {
      const preflight = await api.call({
        method: 'OPTIONS',
        url: '/client-organizations?id=1004',
        headers: { 'x-application-id': '', origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-application-id' },
      });
      expect(preflight.statusCode).toBe(204);
      const actual = await api.call({ url: '/client-organizations?id=1004', headers: { origin: 'http://localhost:3000' } });
      expect(actual.headers.get('access-control-expose-headers')).toContain(COUNTRY_RESTRICTION_HEADER);
    });

    it('answers one organization by id, 404 when unknown', async () => {
      expect((await api.call({ url: '/client-organizations/1003' })).json()).toEqual({ id: 1003, name: 'Globex Demo Co' });
      expect((await api.call({ url: '/client-organizations/9999' })).statusCode).toBe(404);
    });
  });

  describe('POST /api/logs and POST /metrics', () => {
    it('counts log entries and prints level, source and message only', async () => {
      const response = await api.call({
        method: 'POST',
        url: '/api/logs',
        payload: { entries: [{ level: 'warn', message: 'provider network list empty', context: { accountId: '200001' }, timestamp: '2026-01-01T00:00:00Z', source: 'shell' }] },
      });
      expect(response.statusCode).toBe(204);
      expect(api.telemetry.snapshot().logEntriesReceived).toBe(1);
      expect(logLines).toContain('[app-log] warn shell: provider network list empty');
      expect((await api.call({ method: 'POST', url: '/api/logs', payload: { entries: [{ level: 'loud' }] } })).statusCode).toBe(422);
    });

    it('escapes line breaks and other control characters, so an entry cannot forge log lines', async () => {
      const forged = 'network down\n[app-log] error shell: admin signed in\r\tdone \\ ok';
      const response = await api.call({
        method: 'POST',
        url: '/api/logs',
        payload: { entries: [{ level: 'error', message: forged, timestamp: '2026-01-01T00:00:00Z', source: 'shell\nfake' }] },
      });
      expect(response.statusCode).toBe(204);
      const printed = logLines.filter((line) => line.startsWith('[app-log] error'));
      expect(printed).toEqual(['[app-log] error shell\\nfake: network down\\n[app-log] error shell: admin signed in\\r\\tdone \\\\ ok']);
      expect(printed.every((line) => !/[\n\r\t]/.test(line))).toBe(true);
      const escapeSequence = await api.call({ method: 'POST', url: '/api/logs', payload: { entries: [{ level: 'info', message: 'red \u001b[31m', timestamp: 't', source: 'shell' }] } });
      expect(escapeSequence.statusCode).toBe(400);
    });

    it('caps the message, the context, the batch (422) and the body size (413)', async () => {
      const entry = { level: 'info', message: 'ok', timestamp: '2026-01-01T00:00:00Z', source: 'shell' };
      const post = (payload: unknown) => api.call({ method: 'POST', url: '/api/logs', payload });
      expect((await post({ entries: [{ ...entry, message: 'x'.repeat(LOG_LIMITS.messageChars) }] })).statusCode).toBe(204);
      expect((await post({ entries: [{ ...entry, message: 'x'.repeat(LOG_LIMITS.messageChars + 1) }] })).statusCode).toBe(422);
      const manyKeys = Object.fromEntries(Array.from({ length: LOG_LIMITS.contextKeys + 1 }, (_, index) => [`k${index}`, index]));
      expect((await post({ entries: [{ ...entry, context: manyKeys }] })).statusCode).toBe(422);
      expect((await post({ entries: [{ ...entry, context: { note: 'x'.repeat(LOG_LIMITS.contextValueChars + 1) } }] })).statusCode).toBe(422);
      expect((await post({ entries: [{ ...entry, timestamp: 't'.repeat(LOG_LIMITS.timestampChars + 1) }] })).statusCode).toBe(422);
      expect((await post({ entries: Array.from({ length: LOG_LIMITS.entriesPerBatch + 1 }, () => entry) })).statusCode).toBe(422);
      const huge = await post({ entries: [entry], padding: 'x'.repeat(LOG_LIMITS.batchBytes) });
      expect(huge.statusCode).toBe(413);
      expect(huge.json().message).toEqual(expect.any(String));
    });

    it('sums counters by name', async () => {
      await api.call({ method: 'POST', url: '/metrics', payload: { counters: [{ name: 'error_page_viewed' }, { name: 'error_page_viewed', value: 2 }] } });
      await api.call({ method: 'POST', url: '/metrics', payload: { name: 'module_loaded' } });
      expect(api.telemetry.snapshot().counters).toEqual({ error_page_viewed: 3, module_loaded: 1 });
      expect((await api.call({ method: 'POST', url: '/metrics', payload: { counters: 'x' } })).statusCode).toBe(422);
    });

    it('collects analytics batches and keeps every accepted payload for the test control', async () => {
      const event = { type: 'page', name: '/home', properties: { planId: 501 }, userId: '200001', timestamp: '2026-01-01T00:00:00Z' };
      expect((await api.call({ method: 'POST', url: '/analytics/events', payload: { events: [event] } })).statusCode).toBe(204);
      expect((await api.call({ method: 'POST', url: '/analytics/events', payload: { events: [{ ...event, type: 'shout' }] } })).statusCode).toBe(422);
      await api.call({ method: 'POST', url: '/metrics', payload: { name: 'error_page_viewed' } });
      expect(api.telemetry.payloads()).toEqual([
        { kind: 'analytics', body: { events: [event] } },
        { kind: 'metrics', body: { name: 'error_page_viewed' } },
      ]);
      api.telemetry.clear();
      expect(api.telemetry.payloads()).toEqual([]);
    });
  });
});
