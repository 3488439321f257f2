import type resolveResponse from 'contentful-resolve-response';
import type { DeliveredCollection, DeliveredEntry } from './content-results';

/** Where the Content Delivery API is (the services config's `content`). */
interface ContentDeliveryConfig {
  /**
   * `/api/content` (the shell's origin, forwarded to the service without a CORS preflight), or the
   * service's own address: `https://cdn.contentful.com`, `http://localhost:4002` for the sandbox.
   */
  baseUrl: string;
  space: string;
  environment: string;
  accessToken: string;
}

/** A Delivery API query: `content_type`, `locale`, `limit`, `include`, `fields.x`, `fields.x[in]`, `sys.id`... */
export type ContentDeliveryQuery = Record<string, string | number | readonly (string | number)[]>;

/** A collection as the Delivery API answers it; `items` come back with their links resolved. */
export interface ContentDeliveryCollection extends DeliveredCollection {
  skip?: number;
  limit?: number;
  includes?: { Entry?: unknown[]; Asset?: unknown[] };
}

interface ContentDeliveryClientOptions {
  fetchImplementation?: typeof fetch;
  /** Retries of a 5xx, a 429 or a network failure (the SDK's `retryLimit`; its default is 5). */
  retryLimit?: number;
  /** Per request, as the SDK's default (30 s). */
  timeoutMs?: number;
  /** Told before each retry (the SDK's log handler gets a warning then). */
  onRetry?: (reason: string, waitMs: number) => void;
  /** How a retry waits; tests replace it. */
  wait?: (ms: number) => Promise<void>;
  random?: () => number;
  /** Loads the link resolver; default: `contentful-resolve-response` as its own chunk. */
  loadResolver?: () => Promise<typeof resolveResponse>;
}

export interface ContentDeliveryClient {
  getEntries(query: ContentDeliveryQuery): Promise<ContentDeliveryCollection>;
}

/** The Delivery API answered with an error status (after the retries, for 5xx and 429). */
export class ContentDeliveryError extends Error {
  override name = 'ContentDeliveryError';
  constructor(
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
}

const SDK_TIMEOUT_MS = 30_000;
const SDK_RETRY_LIMIT = 5;

/**
 * `GET {baseUrl}/spaces/{space}/environments/{environment}/entries?{query}`, as `contentful`'s
 * `getEntries` requests it: list values joined with commas, the token as a Bearer authorization.
 */
export function contentDeliveryRequest(config: ContentDeliveryConfig, query: ContentDeliveryQuery): { url: string; headers: Record<string, string> } {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  const base = `${config.baseUrl}/spaces/${encodeURIComponent(config.space)}/environments/${encodeURIComponent(config.environment)}`;
  return {
    url: `${base}/entries?${search.toString()}`,
    // The SDK's axios drops its Content-Type on a GET (no body) and adds an `X-Contentful-User-Agent`
    // that identifies the SDK: neither is needed, so the token is the one header.
    headers: { authorization: `Bearer ${config.accessToken}` },
  };
}

/**
 * The SDK's wait before retry `attempt` (1-based): √2^attempt seconds plus 0.5–0.7 s of jitter, or the
 * `X-Contentful-RateLimit-Reset` seconds a 429 names (contentful-sdk-core's rate-limit).
 */
export function retryWaitMs(attempt: number, random: () => number, rateLimitResetSeconds?: number): number {
  const seconds = rateLimitResetSeconds ?? Math.pow(Math.SQRT2, attempt);
  return Math.floor(seconds * 1000 + random() * 200 + 500);
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The resolver (with its fast-copy, 2.8 KiB gzip) is a chunk of its own, fetched beside the first query,
 * so a page that makes no content query (the sign-in screen) does not load it and one that does waits
 * for no extra round trip.
 */
const loadContentfulResolver = () => import(/* webpackChunkName: "content-links" */ 'contentful-resolve-response').then((module) => module.default);

/**
 * A Content Delivery API client of `fetch` and contentful's own link resolver
 * (`contentful-resolve-response`, what the SDK resolves `includes` with, with the SDK's defaults:
 * unresolvable links kept, links looked for in `fields`). It does what the app used of the `contentful`
 * SDK (`getEntries`) at a fraction of its weight (the SDK brings axios, qs and object-inspect: 45 KiB
 * gzip). The sandbox's tests run both against the sandbox and compare their requests and answers
 * (sandbox/src/content/content-delivery-client.test.ts).
 */
export function createContentDeliveryClient(config: ContentDeliveryConfig, options: ContentDeliveryClientOptions = {}): ContentDeliveryClient {
  const fetchImplementation = options.fetchImplementation ?? fetch;
  const retryLimit = options.retryLimit ?? SDK_RETRY_LIMIT;
  const timeoutMs = options.timeoutMs ?? SDK_TIMEOUT_MS;
  const wait = options.wait ?? defaultWait;
  const random = options.random ?? Math.random;
  const loadResolver = options.loadResolver ?? loadContentfulResolver;
  let resolver: Promise<typeof resolveResponse> | null = null;
  const resolverOnce = () => {
    resolver ??= loadResolver();
    // A chunk that failed to load is tried again with the next query.
    resolver.catch(() => (resolver = null));
    return resolver;
  };

  async function requestOnce(url: string, headers: Record<string, string>): Promise<Response> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      return await fetchImplementation(url, { method: 'GET', headers, signal: abort.signal });
    } finally {
      clearTimeout(timer);
    }
  }

  async function getEntries(query: ContentDeliveryQuery): Promise<ContentDeliveryCollection> {
    const { url, headers } = contentDeliveryRequest(config, query);
    const resolving = resolverOnce();
    resolving.catch(() => undefined); // awaited below; a request failure must not leave it unhandled
    for (let attempt = 1; ; attempt += 1) {
      let retry: { reason: string; resetSeconds?: number } | null = null;
      let response: Response | null = null;
      try {
        response = await requestOnce(url, headers);
      } catch {
        retry = { reason: 'Connection' };
      }
      if (response) {
        if (response.ok) {
          const collection = (await response.json()) as ContentDeliveryCollection;
          const resolve = await resolving;
          return { ...collection, items: resolve<DeliveredEntry>(collection, { removeUnresolved: false, itemEntryPoints: ['fields'] }) };
        }
        if (response.status >= 500 && response.status < 600) retry = { reason: `Server ${response.status}` };
        else if (response.status === 429) {
          const reset = Number(response.headers.get('x-contentful-ratelimit-reset'));
          retry = { reason: 'Rate limit', ...(Number.isFinite(reset) && reset > 0 ? { resetSeconds: reset } : {}) };
        } else throw new ContentDeliveryError(response.status, `the content service answered ${response.status}`);
      }
      if (attempt > retryLimit) {
        throw new ContentDeliveryError(response?.status ?? null, `the content service failed (${retry?.reason ?? 'unknown'}) after ${attempt} attempts`);
      }
      const waitMs = retryWaitMs(attempt, random, retry?.resetSeconds);
      options.onRetry?.(retry?.reason ?? 'unknown', waitMs);
      await wait(waitMs);
    }
  }

  return { getEntries };
}
