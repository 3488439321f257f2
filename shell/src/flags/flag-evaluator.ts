import { OpenFeature, type EvaluationContext } from '@openfeature/web-sdk';
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { FLAG_CLIENT_TIMEOUT_MS, FLAG_DEFAULTS, FLAG_KEYS, resolveFlags, type FlagValues, type Logger } from '@member/shared-contracts';

/**
 * Flags through OpenFeature with its OFREP web provider, so production can point the same provider at
 * any OFREP-compatible flag service. Every flag of member-features §9 is read with its default; when the
 * service does not answer within the 2-second client timeout, the defaults apply.
 */
export function createFlagEvaluator(flagsUrl: string, logger: Logger) {
  let ready: Promise<void> | null = null;

  function withTimeout<T>(work: Promise<T>): Promise<T | 'timeout'> {
    return Promise.race([
      work,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), FLAG_CLIENT_TIMEOUT_MS)),
    ]);
  }

  /** Reads every flag with its default as fallback; resolveFlags keeps defaults for malformed values. */
  function readAll(): FlagValues {
    const client = OpenFeature.getClient();
    const raw: Record<string, unknown> = {};
    for (const key of FLAG_KEYS) {
      const fallback = FLAG_DEFAULTS[key];
      if (typeof fallback === 'boolean') raw[key] = client.getBooleanValue(key, fallback);
      else if (typeof fallback === 'number') raw[key] = client.getNumberValue(key, fallback);
      else raw[key] = client.getStringValue(key, fallback);
    }
    return resolveFlags(raw);
  }

  /** Evaluate every flag for a member (targetingKey = account id) or anonymously. */
  async function evaluate(context: EvaluationContext): Promise<FlagValues> {
    try {
      ready ??= OpenFeature.setProviderAndWait(new OFREPWebProvider({
          baseUrl: flagsUrl,
          timeoutMs: FLAG_CLIENT_TIMEOUT_MS,
          pollInterval: 0,
          changeDetection: 'none',
          // Flags are per member and change with test control and persona: always ask the service.
          cacheMode: 'disabled',
        }), context);
      const outcome = await withTimeout(ready.then(() => OpenFeature.setContext(context)));
      if (outcome === 'timeout') {
        logger.warn('flag service timed out; using defaults');
        return { ...FLAG_DEFAULTS };
      }
      return readAll();
    } catch (error) {
      logger.warn('flag evaluation failed; using defaults', { error: error instanceof Error ? error.name : 'unknown' });
      ready = null;
      return { ...FLAG_DEFAULTS };
    }
  }

  return { evaluate };
}

export type FlagEvaluator = ReturnType<typeof createFlagEvaluator>;
