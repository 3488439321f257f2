import type { LinkValue, LocalizedField, StoredEntry } from '../content-model';

/** The date every seed entity carries in `sys.createdAt` / `sys.updatedAt`. */
export const SEED_TIMESTAMP = '2026-01-05T09:00:00.000Z';

/** A field with an English and a Spanish value. */
export function bilingual(english: string, spanish: string): LocalizedField {
  return { 'en-US': english, 'es-US': spanish };
}

/** A field that is the same in every locale (stored once, in the default locale). */
export function same(value: unknown): LocalizedField {
  return { 'en-US': value };
}

export function entryLink(id: string): LinkValue {
  return { sys: { type: 'Link', linkType: 'Entry', id } };
}

export function assetLink(id: string): LinkValue {
  return { sys: { type: 'Link', linkType: 'Asset', id } };
}

export function seedEntry(id: string, contentType: string, fields: Record<string, LocalizedField>): StoredEntry {
  return { id, contentType, fields, createdAt: SEED_TIMESTAMP, updatedAt: SEED_TIMESTAMP };
}
