import type { Locale } from '../i18n/locale';

/**
 * Content as remotes see it (member-features §4, §5, §7): the host owns the one content client (a
 * Content Delivery API client of `fetch` and `contentful-resolve-response`) and its 5-minute cache. Rules of the queries (limit 1000,
 * include depth 1 or 5 for userFlow, single-entry and over-limit errors) live in shared-contracts/content.
 */
export interface ContentEntry<Fields = Record<string, unknown>> {
  id: string;
  contentType: string;
  fields: Fields;
}

/**
 * "On failure with high criticality (the default) the global error page appears" (member-features §4).
 * A `low` query's failure is left to the caller (e.g. an optional illustration).
 */
type ContentCriticality = 'high' | 'low';

export interface ContentQuery {
  contentType: string;
  /** Defaults to the member's current locale. */
  locale?: Locale;
  /**
   * Field equality filters, e.g. `{ context: 'faq' }` → `fields.context=faq`; a list matches any of its
   * values (`{ clientOrgId: ['default', 1003] }` → `fields.clientOrgId[in]=default,1003`).
   */
  fields?: Record<string, string | number | readonly (string | number)[]>;
  /** Default `high`: a failure also shows the global error page. */
  criticality?: ContentCriticality;
}

export interface ContentPort {
  /** Every entry of a content type (limit 1000; more is an error). */
  getEntries<Fields = Record<string, unknown>>(query: ContentQuery): Promise<ContentEntry<Fields>[]>;
  /** Exactly one entry: a query with no item is an error. */
  getEntry<Fields = Record<string, unknown>>(query: ContentQuery): Promise<ContentEntry<Fields>>;
}
