import type { Locale } from '../i18n/locale';

/**
 * Content as remotes see it (member-features §4, §5, §7): the host owns the one content client (the
 * real `contentful` SDK, loaded on first use) and its 5-minute cache. Rules of the queries (limit 1000,
 * include depth 1 or 5 for userFlow, single-entry and over-limit errors) live in shared-contracts/content.
 */
export interface ContentEntry<Fields = Record<string, unknown>> {
  id: string;
  contentType: string;
  fields: Fields;
}

export interface ContentQuery {
  contentType: string;
  /** Defaults to the member's current locale. */
  locale?: Locale;
  /** Field equality filters, e.g. `{ context: 'faq' }` → `fields.context=faq`. */
  fields?: Record<string, string | number>;
}

export interface ContentPort {
  /** Every entry of a content type (limit 1000; more is an error). */
  getEntries<Fields = Record<string, unknown>>(query: ContentQuery): Promise<ContentEntry<Fields>[]>;
  /** Exactly one entry: a query with no item is an error. */
  getEntry<Fields = Record<string, unknown>>(query: ContentQuery): Promise<ContentEntry<Fields>>;
}
