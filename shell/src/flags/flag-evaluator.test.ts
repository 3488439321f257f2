/**
 * @jest-environment node
 */
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { type Logger } from '@member/shared-contracts/logging';
import { createFlagEvaluator } from './flag-evaluator';

const logger: Logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };

/** An OFREP bulk-evaluation answer, as the flag service sends it. */
function ofrepAnswer(flags: Record<string, boolean | string | number>, etag = '"1"') {
  return new Response(JSON.stringify({ flags: Object.entries(flags).map(([key, value]) => ({ key, value, reason: 'TARGETING_MATCH' })) }), {
    status: 200,
    headers: { 'content-type': 'application/json', etag },
  });
}

type FetchCall = [string, RequestInit];
const headersOf = (call: unknown) => new Headers((call as FetchCall)[1].headers);

afterEach(() => jest.clearAllMocks());

describe('flag evaluator', () => {
  it('reads every flag for the member with one OFREP bulk call, defaults for the rest', async () => {
    const fetchImpl = jest.fn(async () => ofrepAnswer({ careTeamUX: true, warningBanner: 'generic' }));
    const flags = await createFlagEvaluator('http://flags.test', logger, { fetchImplementation: fetchImpl as unknown as typeof fetch }).evaluate({ targetingKey: '200001' });
    expect(flags).toEqual({ ...FLAG_DEFAULTS, careTeamUX: true, warningBanner: 'generic' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as FetchCall;
    expect(url).toBe('http://flags.test/ofrep/v1/evaluate/flags');
    expect(init.method).toBe('POST');
    expect(headersOf(fetchImpl.mock.calls[0]).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({ context: { targetingKey: '200001' } });
  });

  it("sends the member's access token with a member's evaluation (the service evaluates a member's context only for that member)", async () => {
    const fetchImpl = jest.fn(async () => ofrepAnswer({ careTeamUX: true }));
    const evaluator = createFlagEvaluator('http://flags.test', logger, { fetchImplementation: fetchImpl as unknown as typeof fetch, bearerToken: async () => 'access-token-1', visitorFlags: Promise.resolve(null) });
    await evaluator.evaluate({ targetingKey: '200001' });
    expect(headersOf(fetchImpl.mock.calls[0]).get('authorization')).toBe('Bearer access-token-1');
    await evaluator.evaluateVisitor();
    expect(headersOf(fetchImpl.mock.calls[1]).get('authorization')).toBeNull();
  });

  it('keeps the default of a flag whose value is malformed', async () => {
    const fetchImpl = jest.fn(async () => ofrepAnswer({ warningBanner: 'not-a-banner', tfaUX: true }));
    const flags = await createFlagEvaluator('http://flags.test', logger, { fetchImplementation: fetchImpl as unknown as typeof fetch }).evaluate({ targetingKey: '200001' });
    expect(flags.warningBanner).toBe('');
    expect(flags.tfaUX).toBe(true);
  });

  it('revalidates the same member with If-None-Match and keeps the values on 304, as the OFREP provider did', async () => {
    const answers = [ofrepAnswer({ careTeamUX: true }, '"v1"'), new Response(null, { status: 304 })];
    const fetchImpl = jest.fn(async () => answers.shift() as Response);
    const evaluator = createFlagEvaluator('http://flags.test', logger, { fetchImplementation: fetchImpl as unknown as typeof fetch });
    await evaluator.evaluate({ targetingKey: '200001' });
    const again = await evaluator.evaluate({ targetingKey: '200001' });
    expect(again).toEqual({ ...FLAG_DEFAULTS, careTeamUX: true });
    expect(headersOf(fetchImpl.mock.calls[0]).has('if-none-match')).toBe(false);
    expect(headersOf(fetchImpl.mock.calls[1]).get('if-none-match')).toBe('"v1"');
  });

  it('takes new values when the service answers 200 to a revalidation', async () => {
    const answers = [ofrepAnswer({ careTeamUX: true }, '"v1"'), ofrepAnswer({ careTeamUX: false, tfaUX: true }, '"v2"')];
    const fetchImpl = jest.fn(async () => answers.shift() as Response);
    const evaluator = createFlagEvaluator('http://flags.test', logger, { fetchImplementation: fetchImpl as unknown as typeof fetch });
    await evaluator.evaluate({ targetingKey: '200001' });
    expect(await evaluator.evaluate({ targetingKey: '200001' })).toEqual({ ...FLAG_DEFAULTS, careTeamUX: false, tfaUX: true });
  });

  it('asks afresh, without an ETag, for another member (a context change)', async () => {
    const answers = [ofrepAnswer({ careTeamUX: true }, '"v1"'), ofrepAnswer({ tfaUX: true }, '"v1"')];
    const fetchImpl = jest.fn(async () => answers.shift() as Response);
    const evaluator = createFlagEvaluator('http://flags.test', logger, { fetchImplementation: fetchImpl as unknown as typeof fetch });
    await evaluator.evaluate({ targetingKey: '200001' });
    expect(await evaluator.evaluate({ targetingKey: '200002' })).toEqual({ ...FLAG_DEFAULTS, tfaUX: true });
    expect(headersOf(fetchImpl.mock.calls[1]).has('if-none-match')).toBe(false);
    expect(JSON.parse(String((fetchImpl.mock.calls[1] as unknown as FetchCall)[1].body))).toEqual({ context: { targetingKey: '200002' } });
  });

  it('uses every default when the service fails, and does not revalidate against a failure', async () => {
    const answers = [new Response('nope', { status: 500 }), new Response(JSON.stringify({ errorCode: 'PARSE_ERROR' }), { status: 200 })];
    const fetchImpl = jest.fn(async () => answers.shift() as Response);
    const evaluator = createFlagEvaluator('http://flags.test', logger, { fetchImplementation: fetchImpl as unknown as typeof fetch });
    expect(await evaluator.evaluate({ targetingKey: '200001' })).toEqual(FLAG_DEFAULTS);
    expect(await evaluator.evaluate({ targetingKey: '200001' })).toEqual(FLAG_DEFAULTS);
    expect(headersOf(fetchImpl.mock.calls[1]).has('if-none-match')).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith('flag evaluation failed; using defaults', { error: 'Error' });
  });

  it('falls back to every default when the service does not answer within 2 seconds', async () => {
    jest.useFakeTimers();
    try {
      const hanging = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const evaluating = createFlagEvaluator('http://flags.test', logger, { fetchImplementation: hanging as unknown as typeof fetch }).evaluate({ targetingKey: '200001' });
      await jest.advanceTimersByTimeAsync(1999);
      expect(hanging.mock.calls[0]?.[1].signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(evaluating).resolves.toEqual(FLAG_DEFAULTS);
      expect(logger.warn).toHaveBeenCalledWith('flag service timed out; using defaults');
    } finally {
      jest.useRealTimers();
    }
  });

  it("a visitor's first evaluation is the one the page's start asked for; later ones ask afresh", async () => {
    const fetchImpl = jest.fn(async () => ofrepAnswer({ showGoogleSsoSignInV2: false }));
    const visitorFlags = Promise.resolve({ ...FLAG_DEFAULTS, showGoogleSsoSignInV2: true });
    const evaluator = createFlagEvaluator('http://flags.test', logger, { fetchImplementation: fetchImpl as unknown as typeof fetch, visitorFlags });
    expect((await evaluator.evaluateVisitor()).showGoogleSsoSignInV2).toBe(true);
    expect(fetchImpl).not.toHaveBeenCalled();
    expect((await evaluator.evaluateVisitor()).showGoogleSsoSignInV2).toBe(false);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("asks itself when the page's start asked for no visitor flags (a stored session)", async () => {
    const fetchImpl = jest.fn(async () => ofrepAnswer({ showAppleSsoSignInV2: true }));
    const evaluator = createFlagEvaluator('http://flags.test', logger, { fetchImplementation: fetchImpl as unknown as typeof fetch, visitorFlags: Promise.resolve(null) });
    expect((await evaluator.evaluateVisitor()).showAppleSsoSignInV2).toBe(true);
    expect(JSON.parse(String((fetchImpl.mock.calls[0] as unknown as FetchCall)[1].body))).toEqual({ context: {} });
  });
});
