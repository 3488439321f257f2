import { DEFAULT_LOCALE } from '../content-model';
import { badRequest, invalidQuery } from './contentful-error';
import { ALL_LOCALES } from './delivery-context';
import { parseEntryFilters, type EntryFilter } from './entry-filters';
import { isKnownLocale } from './localized-value';

/** Delivery API limits: at most 1000 items a page, links followed at most 10 levels deep. */
const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 100;
const MAX_INCLUDE = 10;
const DEFAULT_INCLUDE = 1;

export interface CollectionQuery {
  contentType?: string;
  locale: string;
  limit: number;
  skip: number;
  include: number;
  order?: string;
  select?: string;
  fullText?: string;
  linksToEntry?: string;
  linksToAsset?: string;
  filters: EntryFilter[];
}

export type RawQuery = Record<string, string | string[] | undefined>;

/** Repeated parameters keep their last value, as the Delivery API does. */
function flattenQuery(raw: RawQuery): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    flat[key] = Array.isArray(value) ? (value[value.length - 1] ?? '') : value;
  }
  return flat;
}

function integerParameter(name: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value)) throw badRequest(`The "${name}" parameter must be an integer.`);
  if (value < min || value > max) throw badRequest(`The "${name}" parameter must be between ${min} and ${max}.`, { name, value, min, max });
  return value;
}

export function parseCollectionQuery(raw: RawQuery): CollectionQuery {
  const query = flattenQuery(raw);
  const locale = query.locale || DEFAULT_LOCALE;
  if (locale !== ALL_LOCALES && !isKnownLocale(locale)) throw badRequest(`Unknown locale: ${locale}`);
  const filters = parseEntryFilters(query);
  const contentType = query.content_type || undefined;
  if (!contentType && filters.some((filter) => filter.path.startsWith('fields.'))) {
    throw invalidQuery('A content type must be given ("content_type") when filtering on fields.');
  }
  return {
    contentType,
    locale,
    limit: integerParameter('limit', query.limit, DEFAULT_LIMIT, 0, MAX_LIMIT),
    skip: integerParameter('skip', query.skip, 0, 0, Number.MAX_SAFE_INTEGER),
    include: integerParameter('include', query.include, DEFAULT_INCLUDE, 0, MAX_INCLUDE),
    order: query.order || undefined,
    select: query.select || undefined,
    fullText: query.query || undefined,
    linksToEntry: query.links_to_entry || undefined,
    linksToAsset: query.links_to_asset || undefined,
    filters,
  };
}
