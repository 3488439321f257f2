/**
 * @jest-environment node
 */
import { OpenFeature } from '@openfeature/web-sdk';
import { FLAG_DEFAULTS, type Logger } from '@member/shared-contracts';
import { createFlagEvaluator } from './flag-evaluator';

const logger: Logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };

/** An OFREP bulk-evaluation answer, as the flag service sends it. */
function ofrepAnswer(flags: Record<string, boolean | string | number>) {
  return new Response(JSON.stringify({ flags: Object.entries(flags).map(([key, value]) => ({ key, value, reason: 'TARGETING_MATCH' })) }), {
    status: 200,
    headers: { 'content-type': 'application/json', etag: '"1"' },
  });
}

afterEach(async () => {
  await OpenFeature.clearProviders();
});

describe('flag evaluator', () => {
  it('reads every flag for the member from the OFREP service, defaults for the rest', async () => {
    const fetchImpl = jest.fn(async () => ofrepAnswer({ careTeamUX: true, warningBanner: 'generic' }));
    const flags = await createFlagEvaluator('http://flags.test', logger, fetchImpl).evaluate({ targetingKey: '200001' });
    expect(flags).toEqual({ ...FLAG_DEFAULTS, careTeamUX: true, warningBanner: 'generic' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [request] = fetchImpl.mock.calls[0] as unknown as [Request];
    expect(request.url).toBe('http://flags.test/ofrep/v1/evaluate/flags');
    expect(await request.json()).toMatchObject({ context: { targetingKey: '200001' } });
  });

  it('keeps the default of a flag whose value is malformed', async () => {
    const fetchImpl = jest.fn(async () => ofrepAnswer({ warningBanner: 'not-a-banner', tfaUX: true }));
    const flags = await createFlagEvaluator('http://flags.test', logger, fetchImpl).evaluate({ targetingKey: '200001' });
    expect(flags.warningBanner).toBe('');
    expect(flags.tfaUX).toBe(true);
  });

  it('falls back to every default when the service does not answer within 2 seconds', async () => {
    const fetchImpl = jest.fn(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    const flags = await createFlagEvaluator('http://flags.test', logger, fetchImpl).evaluate({ targetingKey: '200001' });
    expect(flags).toEqual(FLAG_DEFAULTS);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeLessThan(3500);
    expect(logger.warn).toHaveBeenCalledWith('flag service timed out; using defaults');
  });
});
