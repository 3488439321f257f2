import type { LinkValue } from '../content-model';

/** Every Entry/Asset link inside a delivered value (fields of one locale or of every locale). */
export function findLinks(value: unknown, found: LinkValue[] = []): LinkValue[] {
  if (Array.isArray(value)) {
    for (const item of value) findLinks(item, found);
  } else if (value && typeof value === 'object') {
    const sys = (value as { sys?: { type?: unknown; linkType?: unknown; id?: unknown } }).sys;
    if (sys?.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset') && typeof sys.id === 'string') {
      found.push(value as LinkValue);
    } else {
      for (const inner of Object.values(value)) findLinks(inner, found);
    }
  }
  return found;
}
