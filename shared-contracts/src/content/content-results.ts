import type { ContentEntry } from '../mount/content-port';
import { CONTENT_LIMIT } from './content-constants';
import { ContentError } from './content-errors';

/** The part of a Delivery API collection (or the SDK's answer) that the rules read. */
export interface DeliveredCollection {
  total: number;
  items: readonly DeliveredEntry[];
}

export interface DeliveredEntry {
  sys: { id: string; contentType?: { sys: { id: string } } };
  fields: Record<string, unknown>;
}

export function toContentEntry<Fields>(entry: DeliveredEntry): ContentEntry<Fields> {
  return { id: entry.sys.id, contentType: entry.sys.contentType?.sys.id ?? '', fields: entry.fields as Fields };
}

/** "A query returning more than 1000 entries is an error" (member-features §5). */
export function entriesOf<Fields>(collection: DeliveredCollection, contentType: string): ContentEntry<Fields>[] {
  if (collection.total > CONTENT_LIMIT) {
    throw new ContentError('tooManyEntries', `${contentType}: ${collection.total} entries, more than the limit of ${CONTENT_LIMIT}`);
  }
  return collection.items.map((entry) => toContentEntry<Fields>(entry));
}

/** "A single-entry query must return at least one item, otherwise it is an error" (member-features §5). */
export function singleEntryOf<Fields>(entries: readonly ContentEntry<Fields>[], contentType: string): ContentEntry<Fields> {
  const [first] = entries;
  if (!first) throw new ContentError('noItem', `${contentType}: the single-entry query returned no item`);
  return first;
}
