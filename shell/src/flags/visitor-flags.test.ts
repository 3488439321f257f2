/**
 * @jest-environment node
 */
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { type Logger } from '@member/shared-contracts/logging';
import { readVisitorFlags } from './visitor-flags';

const logger: Logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };

const ofrepAnswer = (flags: Record<string, unknown>) =>
  new Response(JSON.stringify({ flags: Object.entries(flags).map(([key, value]) => ({ key, value, reason: 'STATIC' })) }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('visitor flags', () => {
  it('posts one OFREP bulk evaluation with an empty context and merges the answer over the defaults', async () => {
    const fetchImpl = jest.fn(async () => ofrepAnswer({ showGoogleSsoSignInV2: true, showAppleSsoSignInV2: 'yes' }));
    const flags = await readVisitorFlags('http://flags.test/', logger, fetchImpl as unknown as typeof fetch);
    expect(flags).toEqual({ ...FLAG_DEFAULTS, showGoogleSsoSignInV2: true });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://flags.test/ofrep/v1/evaluate/flags');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ context: {} });
  });

  it('uses the defaults when the service fails or answers nonsense', async () => {
    for (const answer of [new Response('nope', { status: 500 }), new Response('not json', { status: 200 }), ofrepAnswer({})]) {
      const flags = await readVisitorFlags('http://flags.test', logger, (async () => answer) as unknown as typeof fetch);
      expect(flags).toEqual(FLAG_DEFAULTS);
    }
    expect(logger.warn).toHaveBeenCalledWith('flag evaluation failed; using defaults', { error: 'Error' });
  });

  it('gives up after the 2-second client timeout', async () => {
    jest.useFakeTimers();
    try {
      const hanging = jest.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      );
      const reading = readVisitorFlags('http://flags.test', logger, hanging as unknown as typeof fetch);
      await jest.advanceTimersByTimeAsync(1999);
      expect(hanging.mock.calls[0]?.[1].signal?.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(reading).resolves.toEqual(FLAG_DEFAULTS);
    } finally {
      jest.useRealTimers();
    }
  });
});
