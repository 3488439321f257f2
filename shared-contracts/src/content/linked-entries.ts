/**
 * Reading the linked entries and assets of a resolved content entry (a userFlow's `steps`, a layoutRow's
 * `image`): the resolver's `{ sys, fields }`, or the content port's `{ id, contentType, fields }`. Anything
 * unresolved or malformed reads as null, so one bad step never breaks a screen.
 */
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** A non-blank string, else null. */
export function contentText(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The fields of a resolved link; null when it did not resolve. */
export function linkedFields(value: unknown): Json | null {
  return isObject(value) && isObject(value.fields) ? value.fields : null;
}

/** The entry id of a resolved link, or null. */
export function linkedEntryId(value: unknown): string | null {
  if (!isObject(value)) return null;
  if (typeof value.id === 'string') return value.id;
  return isObject(value.sys) && typeof value.sys.id === 'string' ? value.sys.id : null;
}

/** The content type id of a resolved link (`sys.contentType.sys.id`, or the port's `contentType`), or null. */
export function linkedContentType(value: unknown): string | null {
  if (!isObject(value)) return null;
  if (typeof value.contentType === 'string') return value.contentType;
  const type = isObject(value.sys) && isObject(value.sys.contentType) && isObject(value.sys.contentType.sys) ? value.sys.contentType.sys.id : null;
  return typeof type === 'string' ? type : null;
}

export interface ContentImage {
  url: string;
  /** The asset's description, else its title, else '' (decorative). */
  alt: string;
}

/** A resolved asset link as an image; null without a file url. */
export function contentImage(asset: unknown): ContentImage | null {
  const fields = linkedFields(asset);
  const file = fields && isObject(fields.file) ? fields.file : null;
  const url = file ? contentText(file.url) : null;
  if (!fields || !url) return null;
  return { url, alt: contentText(fields.description) ?? contentText(fields.title) ?? '' };
}
