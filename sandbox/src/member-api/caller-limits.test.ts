import type { FastifyInstance } from 'fastify';
import { createServiceServer } from '../http/create-service-server';
import { silentLogLine } from '../http/request-log';
import { httpTestClient, type TestResponse } from '../testing/http-test-client';
import { useMemberApiHarness } from '../testing/member-api-harness';
import { installApiErrorHandler } from './api-error';
import { installCallerLimits, type CallerLimits } from './caller-limits';
import type { VerifiedClaims } from './auth/token-verifier';

/** A service with the caller limits and a route that answers once the test opens its gate. */
async function gatedService(limits: { member: CallerLimits; address: CallerLimits }) {
  const app: FastifyInstance = await createServiceServer({ service: 'test', logLine: silentLogLine });
  installApiErrorHandler(app);
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const installed = installCallerLimits(app, limits);
  // Stands in for the routes' authentication: the bearer "token" names the member.
  const authenticate = async (request: { headers: Record<string, unknown>; caller?: unknown }) => {
    const bearer = request.headers.authorization;
    const sub = typeof bearer === 'string' ? bearer.replace(/^Bearer /, '') : undefined;
    if (sub) request.caller = { accountId: sub, clientId: 101, claims: { sub } as VerifiedClaims };
  };
  app.get('/slow', { onRequest: authenticate }, async () => {
    await gate;
    return { ok: true };
  });
  app.get('/fast', { onRequest: authenticate }, async () => ({ ok: true }));
  const client = httpTestClient(app);
  return {
    app,
    installed,
    get: (url: string, member?: string) => client.request({ url, headers: member ? { authorization: `Bearer ${member}` } : {} }),
    openGate: () => open(),
  };
}

const statuses = (responses: TestResponse[]) => responses.map((response) => response.statusCode).sort();

describe('member API caller limits: one caller cannot stall the others', () => {
  const generous: CallerLimits = { maxInFlight: 2, maxQueued: 2, perMinute: 1000 };

  it('serves maxInFlight of a member at once, queues maxQueued, refuses the rest 429 + Retry-After; another member is served meanwhile', async () => {
    const service = await gatedService({ member: generous, address: generous });
    try {
      const flood = Array.from({ length: 10 }, () => service.get('/slow', 'attacker'));
      const refused = await Promise.all(flood.slice(4));
      expect(statuses(refused)).toEqual(Array(6).fill(429));
      expect(refused[0]?.headers.get('retry-after')).toBe('1');
      // The attacker's four are still waiting at the gate; another member is not behind them.
      expect((await service.get('/fast', 'someone-else')).statusCode).toBe(200);
      service.openGate();
      expect(statuses(await Promise.all(flood.slice(0, 4)))).toEqual([200, 200, 200, 200]);
      // Every slot was given back.
      expect(statuses(await Promise.all(Array.from({ length: 4 }, () => service.get('/fast', 'attacker'))))).toEqual([200, 200, 200, 200]);
    } finally {
      service.openGate();
      await service.app.close();
    }
  });

  it('limits the rate per member and per address for calls without a token; reset forgets', async () => {
    const service = await gatedService({ member: { ...generous, perMinute: 3 }, address: { ...generous, perMinute: 2 } });
    try {
      for (let index = 0; index < 3; index += 1) expect((await service.get('/fast', 'attacker')).statusCode).toBe(200);
      const over = await service.get('/fast', 'attacker');
      expect(over.statusCode).toBe(429);
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await service.get('/fast', 'someone-else')).statusCode).toBe(200);
      expect(statuses([await service.get('/fast'), await service.get('/fast'), await service.get('/fast')])).toEqual([200, 200, 429]);
      service.installed.clear();
      expect((await service.get('/fast', 'attacker')).statusCode).toBe(200);
    } finally {
      await service.app.close();
    }
  });
});

describe('member API caller limits: never met by the app’s own traffic', () => {
  const api = useMemberApiHarness();

  it('a cold /home’s burst and hundreds of calls in a row with one token all answer', async () => {
    const maria = await api.tokenOf('hra.primary@example.com');
    const burst = await Promise.all(Array.from({ length: 30 }, () => api.call({ url: '/accounts/200001', token: maria })));
    expect(burst.every((response) => response.statusCode === 200)).toBe(true);
    for (let index = 0; index < 300; index += 1) {
      const response = await api.call({ url: '/accounts/200001', token: maria });
      if (response.statusCode !== 200) throw new Error(`call ${index} answered ${response.statusCode}`);
    }
    for (let index = 0; index < 100; index += 1) {
      const response = await api.call({ method: 'POST', url: '/metrics', payload: { name: 'page_viewed' } });
      if (response.statusCode !== 204) throw new Error(`telemetry call ${index} answered ${response.statusCode}`);
    }
  }, 60_000);
});
