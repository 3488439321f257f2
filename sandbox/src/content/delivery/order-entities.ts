import type { DeliveredEntity } from './delivered-entity';
import { readEntityPath } from './entity-path';

/** Applies an `order` parameter such as `fields.rank,-sys.createdAt` (stable; seed order otherwise). */
export function orderEntities(entities: DeliveredEntity[], order: string | undefined, locale: string): DeliveredEntity[] {
  if (!order) return entities;
  const keys = order.split(',').map((key) => key.trim()).filter(Boolean).map((key) => ({
    path: key.startsWith('-') ? key.slice(1) : key,
    direction: key.startsWith('-') ? -1 : 1,
  }));
  return [...entities].sort((left, right) => {
    for (const key of keys) {
      const a = readEntityPath(left, key.path, locale);
      const b = readEntityPath(right, key.path, locale);
      const difference = typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''));
      if (difference !== 0) return difference * key.direction;
    }
    return 0;
  });
}
