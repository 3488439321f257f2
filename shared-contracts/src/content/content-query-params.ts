import type { Locale } from '../i18n/locale';
import type { ContentQuery } from '../mount/content-port';
import { CONTENT_INCLUDE_DEPTH, CONTENT_LIMIT, CONTENT_TYPES, USER_FLOW_INCLUDE_DEPTH } from './content-constants';

/** Query parameters of the Content Delivery API, as the `contentful` SDK's `getEntries` takes them. */
type ContentQueryParams = Record<string, string | number>;

/** "include depth 1 (5 for userFlow)" (member-features §7). */
export function includeDepthFor(contentType: string): number {
  return contentType === CONTENT_TYPES.userFlow ? USER_FLOW_INCLUDE_DEPTH : CONTENT_INCLUDE_DEPTH;
}

/**
 * "by content type with locale, limit 1000, include depth 1 (5 for userFlow)" (member-features §7).
 * Field filters become `fields.<name>` (one value) or `fields.<name>[in]` (a list).
 */
export function contentQueryParams(query: ContentQuery, locale: Locale): ContentQueryParams {
  const params: ContentQueryParams = {
    content_type: query.contentType,
    locale,
    limit: CONTENT_LIMIT,
    include: includeDepthFor(query.contentType),
  };
  for (const [name, value] of Object.entries(query.fields ?? {})) {
    if (Array.isArray(value)) params[`fields.${name}[in]`] = value.join(',');
    else params[`fields.${name}`] = value as string | number;
  }
  return params;
}

/** The cache key of a query: the same parameters in any order give the same key. */
export function contentQueryKey(params: ContentQueryParams): string {
  return JSON.stringify(Object.keys(params).sort().map((key) => [key, String(params[key])]));
}
