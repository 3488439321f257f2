import { ContentError, contentQueryKey, contentQueryParams, createContentCache, createContentDeliveryClient, entriesOf, singleEntryOf, type ContentCache, type ContentDeliveryClient } from '@member/shared-contracts/content';
import { type ContentEntry, type ContentPort, type ContentQuery } from '@member/shared-contracts/mount';
import { type Locale } from '@member/shared-contracts/i18n';
import { type Logger } from '@member/shared-contracts/logging';
import type { ServicesConfig } from '../config/runtime-config';

export interface ContentfulContentPortOptions {
  config: ServicesConfig['content'];
  /** The member's current locale, for queries that name none. */
  currentLocale: () => Locale;
  /** "On failure with high criticality (the default) the global error page appears" (member-features §4). */
  onCriticalFailure: () => void;
  logger: Logger;
  /** Creates the Delivery API client; default: shared-contracts' fetch client. */
  createClient?: (config: ServicesConfig['content'], logger: Logger) => ContentDeliveryClient;
  cache?: ContentCache;
}

/** Retries of a failing (5xx, 429, network) request before the failure shows: the SDK's default of 5 takes ~18 s. */
const CONTENT_RETRY_LIMIT = 2;

/**
 * The Content Delivery API client: `fetch` plus contentful's own `contentful-resolve-response` for the
 * includes (shared-contracts' `createContentDeliveryClient`, about 2 KiB gzip): the app needs only `getEntries`,
 * and the `contentful` SDK would bring 45 KiB (with axios, qs and object-inspect) for it.
 */
export function createDeliveryClient(config: ServicesConfig['content'], logger: Logger): ContentDeliveryClient {
  return createContentDeliveryClient(config, {
    retryLimit: CONTENT_RETRY_LIMIT,
    onRetry: (reason) => logger.warn('content service request failed', { level: 'warning', reason }),
  });
}

/**
 * The host's one content client (member-features §4, §5, §7), handed to remotes as `content`. Query
 * rules, limits, errors, the 5-minute cache and the Delivery API client are shared-contracts'; this file
 * only wires them together.
 */
export function createContentfulContentPort(options: ContentfulContentPortOptions): ContentPort {
  const cache = options.cache ?? createContentCache();
  const createClient = options.createClient ?? createDeliveryClient;
  let client: ContentDeliveryClient | null = null;
  const clientOnce = () => (client ??= createClient(options.config, options.logger));

  const entries = <Fields>(query: ContentQuery): Promise<ContentEntry<Fields>[]> => {
    const params = contentQueryParams(query, query.locale ?? options.currentLocale());
    return cache.get(contentQueryKey(params), async () => entriesOf<Fields>(await clientOnce().getEntries(params), query.contentType));
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
