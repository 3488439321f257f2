import { createHash } from 'node:crypto';

/** A strong ETag over an answer's JSON: equal flag values → equal tag → 304 on `If-None-Match`. */
export function etagOf(body: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` header (possibly a list, possibly weak tags) names the tag. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').map((tag) => tag.trim().replace(/^W\//, '')).includes(etag);
}
