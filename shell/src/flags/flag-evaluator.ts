import type { EvaluationContext, OpenFeatureAPI, Provider } from '@openfeature/web-sdk';
import { FLAG_CLIENT_TIMEOUT_MS, FLAG_DEFAULTS, FLAG_KEYS, resolveFlags, type FlagValues, type Logger } from '@member/shared-contracts';
import { readVisitorFlags } from './visitor-flags';

/**
 * Flags through OpenFeature with its OFREP web provider, so production can point the same provider at
 * any OFREP-compatible flag service. Every flag of member-features §9 is read with its default; when the
 * service does not answer within the 2-second client timeout, the defaults apply. The SDK loads on the
 * first evaluation (a signed-in member), not at start-up; visitors' flags come from `evaluateVisitor`.
 */
export function createFlagEvaluator(flagsUrl: string, logger: Logger, fetchImplementation?: typeof fetch) {
  type Sdk = { OpenFeature: OpenFeatureAPI; createProvider(): Provider };
  let sdk: Promise<Sdk> | null = null;
  let providerStarted = false;

  const loadSdk = () => {
    sdk ??= Promise.all([
      import(/* webpackChunkName: "flags" */ '@openfeature/web-sdk'),
      import(/* webpackChunkName: "flags" */ '@openfeature/ofrep-web-provider'),
    ]).then(([{ OpenFeature }, { OFREPWebProvider }]) => ({
      OpenFeature,
      createProvider: () =>
        new OFREPWebProvider({
          baseUrl: flagsUrl,
          timeoutMs: FLAG_CLIENT_TIMEOUT_MS,
          pollInterval: 0,
          changeDetection: 'none',
          // Flags are per member and change with persona and test control: always ask the service.
          cacheMode: 'disabled',
          ...(fetchImplementation ? { fetchImplementation } : {}),
        }),
    }));
    return sdk;
  };

  /** The first member starts the provider with their context; later members switch the context. */
  function applyContext({ OpenFeature, createProvider }: Sdk, context: EvaluationContext): Promise<void> {
    if (providerStarted) return OpenFeature.setContext(context);
    providerStarted = true;
    return OpenFeature.setProviderAndWait(createProvider(), context);
  }

  function withTimeout<T>(work: Promise<T>): Promise<T | 'timeout'> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), FLAG_CLIENT_TIMEOUT_MS);
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }

  /** Reads every flag with its default as fallback; resolveFlags keeps defaults for malformed values. */
  function readAll(openFeature: OpenFeatureAPI): FlagValues {
    const client = openFeature.getClient();
    const raw: Record<string, unknown> = {};
    for (const key of FLAG_KEYS) {
      const fallback = FLAG_DEFAULTS[key];
      if (typeof fallback === 'boolean') raw[key] = client.getBooleanValue(key, fallback);
      else if (typeof fallback === 'number') raw[key] = client.getNumberValue(key, fallback);
      else raw[key] = client.getStringValue(key, fallback);
    }
    return resolveFlags(raw);
  }

  /** Evaluate every flag for a member (targetingKey = account id). */
  async function evaluate(context: EvaluationContext): Promise<FlagValues> {
    try {
      const loaded = await loadSdk();
      // The 2-second client timeout is the flag service's: it starts once the SDK is here.
      if ((await withTimeout(applyContext(loaded, context))) === 'timeout') {
        logger.warn('flag service timed out; using defaults');
        return { ...FLAG_DEFAULTS };
      }
      return readAll(loaded.OpenFeature);
    } catch (error) {
      logger.warn('flag evaluation failed; using defaults', { error: error instanceof Error ? error.name : 'unknown' });
      return { ...FLAG_DEFAULTS };
    }
  }

  return {
    evaluate,
    /** A signed-out visitor's flags: one light OFREP call, the SDK stays unloaded (visitor-flags.ts). */
    evaluateVisitor: (): Promise<FlagValues> => readVisitorFlags(flagsUrl, logger, fetchImplementation),
  };
}

export type FlagEvaluator = ReturnType<typeof createFlagEvaluator>;
