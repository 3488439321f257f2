import type { DeliveredEntity } from './delivered-entity';
import { readEntityPath } from './entity-path';
import { invalidQuery } from './contentful-error';

/** Search operators of the Delivery API that the sandbox supports (`fields.x[in]=a,b` and friends). */
const OPERATORS = ['eq', 'ne', 'in', 'nin', 'exists', 'match', 'lt', 'lte', 'gt', 'gte', 'all'] as const;
type Operator = (typeof OPERATORS)[number];

export interface EntryFilter {
  path: string;
  operator: Operator;
  value: string;
}

/** Query parameters that are not search filters. */
const NON_FILTER_PARAMETERS = new Set([
  'content_type', 'locale', 'limit', 'skip', 'include', 'order', 'select', 'access_token', 'query', 'links_to_entry', 'links_to_asset',
]);

const FILTER_KEY = /^((?:sys|fields|metadata)\.[\w.-]+?)(?:\[(\w+)\])?$/;

export function parseEntryFilters(query: Record<string, string>): EntryFilter[] {
  const filters: EntryFilter[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (NON_FILTER_PARAMETERS.has(key)) continue;
    const match = FILTER_KEY.exec(key);
    if (!match) throw invalidQuery(`The query parameter "${key}" is not supported.`);
    const operator = (match[2] ?? 'eq') as Operator;
    if (!OPERATORS.includes(operator)) throw invalidQuery(`The operator "${operator}" is not supported.`);
    filters.push({ path: match[1] as string, operator, value });
  }
  return filters;
}

const asList = (value: string) => value.split(',').map((item) => item.trim());
const scalars = (value: unknown): unknown[] => (Array.isArray(value) ? value.flat(Infinity) : [value]);
const textOf = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

function compare(actual: unknown, expected: string): number {
  const actualNumber = typeof actual === 'number' ? actual : Number.NaN;
  const expectedNumber = Number(expected);
  if (!Number.isNaN(actualNumber) && !Number.isNaN(expectedNumber)) return actualNumber - expectedNumber;
  return textOf(actual).localeCompare(expected);
}

export function matchesFilter(entity: DeliveredEntity, filter: EntryFilter, locale: string): boolean {
  const raw = readEntityPath(entity, filter.path, locale);
  const values = scalars(raw).filter((value) => value !== undefined).map(textOf);
  switch (filter.operator) {
    case 'eq':
      return values.includes(filter.value);
    case 'ne':
      return !values.includes(filter.value);
    case 'in':
      return asList(filter.value).some((candidate) => values.includes(candidate));
    case 'nin':
      return !asList(filter.value).some((candidate) => values.includes(candidate));
    case 'all':
      return asList(filter.value).every((candidate) => values.includes(candidate));
    case 'exists':
      return (raw !== undefined && raw !== null) === (filter.value === 'true');
    case 'match':
      return values.some((value) => value.toLowerCase().includes(filter.value.toLowerCase()));
    case 'lt':
      return scalars(raw).some((value) => compare(value, filter.value) < 0);
    case 'lte':
      return scalars(raw).some((value) => compare(value, filter.value) <= 0);
    case 'gt':
      return scalars(raw).some((value) => compare(value, filter.value) > 0);
    case 'gte':
      return scalars(raw).some((value) => compare(value, filter.value) >= 0);
  }
}
