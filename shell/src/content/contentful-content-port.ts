import {
  ContentError,
  contentQueryKey,
  contentQueryParams,
  createContentCache,
  entriesOf,
  singleEntryOf,
  type ContentCache,
  type ContentEntry,
  type ContentPort,
  type ContentQuery,
  type DeliveredCollection,
  type Locale,
  type Logger,
} from '@member/shared-contracts';
import type { ServicesConfig } from '../config/runtime-config';

/** What the port needs of the `contentful` SDK (its `createClient(...).getEntries`). */
export interface ContentDeliveryClient {
  getEntries(params: Record<string, string | number>): Promise<DeliveredCollection>;
}

export interface ContentfulContentPortOptions {
  config: ServicesConfig['content'];
  /** The member's current locale, for queries that name none. */
  currentLocale: () => Locale;
  /** "On failure with high criticality (the default) the global error page appears" (member-features §4). */
  onCriticalFailure: () => void;
  logger: Logger;
  /** Creates the SDK client; default: the real `contentful` SDK, loaded on the first query. */
  createClient?: (config: ServicesConfig['content'], logger: Logger) => Promise<ContentDeliveryClient>;
  cache?: ContentCache;
}

/** Retries of a failing (5xx, network) request before the failure shows: the SDK's default of 5 takes ~18 s. */
const CONTENT_RETRY_LIMIT = 2;

/**
 * The real `contentful` SDK in its own chunk (with axios), loaded on the first content query, so the
 * signed-out sign-in screen does not pay for it.
 */
export async function createContentfulClient(config: ServicesConfig['content'], logger: Logger): Promise<ContentDeliveryClient> {
  const { createClient } = await import(/* webpackChunkName: "contentful" */ 'contentful');
  const client = createClient({
    space: config.space,
    environment: config.environment,
    accessToken: config.accessToken,
    host: config.host,
    insecure: config.insecure,
    retryLimit: CONTENT_RETRY_LIMIT,
    logHandler: (level) => {
      if (level === 'error' || level === 'warning') logger.warn('content service request failed', { level });
    },
  });
  return { getEntries: (params) => client.getEntries(params) as unknown as Promise<DeliveredCollection> };
}

/**
 * The host's one content client (member-features §4, §5, §7), handed to remotes as `content`. Query
 * rules, limits, errors and the 5-minute cache are shared-contracts'; this file only wires them to the SDK.
 */
export function createContentfulContentPort(options: ContentfulContentPortOptions): ContentPort {
  const cache = options.cache ?? createContentCache();
  const createClient = options.createClient ?? createContentfulClient;
  let client: Promise<ContentDeliveryClient> | null = null;
  const clientOnce = () => {
    client ??= createClient(options.config, options.logger).catch((error: unknown) => {
      client = null; // a chunk that failed to load is tried again on the next query
      throw error;
    });
    return client;
  };

  const entries = <Fields>(query: ContentQuery): Promise<ContentEntry<Fields>[]> => {
    const params = contentQueryParams(query, query.locale ?? options.currentLocale());
    return cache.get(contentQueryKey(params), async () => entriesOf<Fields>(await (await clientOnce()).getEntries(params), query.contentType));
  };

  const guarded = async <T>(query: ContentQuery, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (cause) {
      const error = cause instanceof ContentError ? cause : new ContentError('unavailable', `${query.contentType}: the content service failed`, { cause });
      options.logger.error('content query failed', { contentType: query.contentType, kind: error.kind, criticality: query.criticality ?? 'high' });
      if ((query.criticality ?? 'high') === 'high') options.onCriticalFailure();
      throw error;
    }
  };

  return {
    getEntries: <Fields>(query: ContentQuery) => guarded(query, () => entries<Fields>(query)),
    getEntry: <Fields>(query: ContentQuery) => guarded(query, async () => singleEntryOf(await entries<Fields>(query), query.contentType)),
  };
}
