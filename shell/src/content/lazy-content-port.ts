import { ContentError } from '@member/shared-contracts/content';
import { type ContentPort, type ContentQuery } from '@member/shared-contracts/mount';
import type { ContentfulContentPortOptions } from './contentful-content-port';

type PortModule = Pick<typeof import('./contentful-content-port'), 'createContentfulContentPort'>;

const loadContentClient = (): Promise<PortModule> => import(/* webpackChunkName: "content-client" */ './contentful-content-port');

export interface LazyContentPort extends ContentPort {
  /** Starts loading the client now: a restored member's first page will query content at once. */
  preload(): void;
}

/**
 * The content port whose client (query rules, cache, the Delivery API client and its resolver wiring:
 * `contentful-content-port.ts`) loads as its own chunk on the first query: the sign-in screen makes none
 * and does not carry it (first-load budget). The bootstrap preloads it for a restored session, so /home's
 * first content query waits for no extra round trip. A chunk that cannot load fails the query as the
 * content service failing would: logged, and for high criticality the global error page.
 */
export function createLazyContentPort(options: ContentfulContentPortOptions, loadModule: () => Promise<PortModule> = loadContentClient): LazyContentPort {
  let loading: Promise<ContentPort> | null = null;
  const load = () => (loading ??= loadModule().then((module) => module.createContentfulContentPort(options)));

  const port = async (query: ContentQuery): Promise<ContentPort> => {
    try {
      return await load();
    } catch (cause) {
      loading = null;
      options.logger.error('content query failed', { contentType: query.contentType, kind: 'unavailable', criticality: query.criticality ?? 'high' });
      if ((query.criticality ?? 'high') === 'high') options.onCriticalFailure();
      throw new ContentError('unavailable', `${query.contentType}: the content client failed to load`, { cause });
    }
  };

  return {
    getEntries: async (query) => (await port(query)).getEntries(query),
    getEntry: async (query) => (await port(query)).getEntry(query),
    preload: () => void load().catch(() => undefined),
  };
}
