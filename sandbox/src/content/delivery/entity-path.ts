import { DEFAULT_LOCALE } from '../content-model';
import type { DeliveredEntity } from './delivered-entity';
import { ALL_LOCALES } from './delivery-context';

/** Reads a dotted path such as `sys.id`, `fields.package` or `fields.image.sys.id` from a delivered entity. */
export function readEntityPath(entity: DeliveredEntity, path: string, locale: string): unknown {
  const [root, ...rest] = path.split('.');
  if (root === 'fields' && rest.length > 0) {
    const [fieldName, ...inner] = rest;
    let value: unknown = entity.fields[fieldName as string];
    if (locale === ALL_LOCALES && value && typeof value === 'object') value = (value as Record<string, unknown>)[DEFAULT_LOCALE];
    return walk(value, inner);
  }
  if (root === 'sys' || root === 'metadata') return walk(entity[root], rest);
  return undefined;
}

function walk(value: unknown, segments: string[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      current = current.map((item) => walk(item, [segment]));
      continue;
    }
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
