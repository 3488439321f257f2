import { FLAG_CLIENT_TIMEOUT_MS, FLAG_DEFAULTS, resolveFlags, type FlagValues, type Logger } from '@member/shared-contracts';

/** The OFREP bulk-evaluation path, as `@openfeature/ofrep-web-provider` calls it. */
export const OFREP_BULK_EVALUATION_PATH = '/ofrep/v1/evaluate/flags';

/**
 * Flags for a signed-out visitor (the sign-in and sign-up screens read `showGoogleSsoSignInV2` and
 * friends): one OFREP bulk evaluation with an empty context, made with `fetch` instead of the
 * OpenFeature SDK, which would add about 13 KiB to the sign-in screen's first load. Same protocol and
 * service as the members' flags; the same 2-second client timeout and defaults on any failure.
 */
export async function readVisitorFlags(flagsUrl: string, logger: Logger, fetchImplementation: typeof fetch = fetch): Promise<FlagValues> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), FLAG_CLIENT_TIMEOUT_MS);
  try {
    const response = await fetchImplementation(`${flagsUrl.replace(/\/$/, '')}${OFREP_BULK_EVALUATION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ context: {} }),
      signal: abort.signal,
    });
    if (!response.ok) throw new Error(`flag service answered ${response.status}`);
    const answer = (await response.json()) as { flags?: unknown };
    const values: Record<string, unknown> = {};
    if (Array.isArray(answer.flags)) {
      for (const flag of answer.flags as Array<{ key?: unknown; value?: unknown }>) {
        if (typeof flag?.key === 'string' && 'value' in flag) values[flag.key] = flag.value;
      }
    }
    return resolveFlags(values);
  } catch (error) {
    logger.warn('visitor flag evaluation failed; using defaults', { error: error instanceof Error ? error.name : 'unknown' });
    return { ...FLAG_DEFAULTS };
  } finally {
    clearTimeout(timer);
  }
}
