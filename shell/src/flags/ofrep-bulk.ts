import { FLAG_CLIENT_TIMEOUT_MS, FLAG_DEFAULTS, resolveFlags, type FlagValues } from '@member/shared-contracts/flags';
import { type Logger } from '@member/shared-contracts/logging';

/** The OFREP bulk-evaluation path, as `@openfeature/ofrep-web-provider` calls it. */
const OFREP_BULK_EVALUATION_PATH = '/ofrep/v1/evaluate/flags';

/** An OFREP evaluation context: `{}` for a signed-out visitor, `{ targetingKey: accountId }` for a member. */
type OfrepContext = { targetingKey?: string } & Record<string, string | number | boolean | undefined>;

/** A previous answer for the same context, to revalidate with `If-None-Match` as the OFREP web provider does. */
export interface OfrepAnswer {
  flags: FlagValues;
  etag: string | null;
}

export interface OfrepBulkOptions {
  flagsUrl: string;
  context: OfrepContext;
  logger: Logger;
  fetchImplementation?: typeof fetch;
  /** The last answer for this context: its ETag is sent, and a 304 keeps its values. */
  previous?: OfrepAnswer;
  /** The member's access token: the flag service evaluates a member's context only for that member. */
  bearerToken?: string | null;
}

/**
 * One OFREP bulk evaluation (`POST /ofrep/v1/evaluate/flags` with `{ context }`), made with `fetch`:
 * the protocol the OpenFeature web SDK's OFREP provider speaks, without the SDK (16.9 KiB gzip). Used
 * for signed-out visitors (empty context) and signed-in members (targetingKey = account id) alike.
 *
 * - The 2-second client timeout (member-features §9) aborts the request; every default applies then,
 *   and on any other failure (network, non-2xx, an answer without `flags`).
 * - With a `previous` answer its ETag goes out as `If-None-Match`; `304 Not Modified` keeps its values
 *   (the provider's change detection on re-evaluation).
 * - Values pass through `resolveFlags`: a malformed value keeps its flag's default.
 *
 * Never throws. `etag` is null when the answer had none or failed.
 */
export async function evaluateOfrepBulk({ flagsUrl, context, logger, fetchImplementation = fetch, previous, bearerToken }: OfrepBulkOptions): Promise<OfrepAnswer> {
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, FLAG_CLIENT_TIMEOUT_MS);
  try {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (previous?.etag) headers['if-none-match'] = previous.etag;
    if (bearerToken) headers.authorization = `Bearer ${bearerToken}`;
    const response = await fetchImplementation(`${flagsUrl.replace(/\/$/, '')}${OFREP_BULK_EVALUATION_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ context }),
      signal: abort.signal,
    });
    if (response.status === 304 && previous) return previous;
    if (!response.ok) throw new Error(`flag service answered ${response.status}`);
    const answer = (await response.json()) as { flags?: unknown };
    if (!Array.isArray(answer.flags)) throw new Error('no flags in the OFREP answer');
    const values: Record<string, unknown> = {};
    for (const flag of answer.flags as Array<{ key?: unknown; value?: unknown } | null>) {
      if (typeof flag?.key === 'string' && 'value' in flag) values[flag.key] = flag.value;
    }
    return { flags: resolveFlags(values), etag: response.headers.get('etag') };
  } catch (error) {
    if (timedOut) logger.warn('flag service timed out; using defaults');
    else logger.warn('flag evaluation failed; using defaults', { error: error instanceof Error ? error.name : 'unknown' });
    return { flags: { ...FLAG_DEFAULTS }, etag: null };
  } finally {
    clearTimeout(timer);
  }
}
