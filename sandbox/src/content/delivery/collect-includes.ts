import type { DeliveredEntity } from './delivered-entity';
import { findLinks } from './find-links';

export interface LinkResolver {
  entry(id: string): DeliveredEntity | undefined;
  asset(id: string): DeliveredEntity | undefined;
}

export interface CollectedIncludes {
  includes?: { Entry?: DeliveredEntity[]; Asset?: DeliveredEntity[] };
  errors?: { sys: { id: 'notResolvable'; type: 'error' }; details: { type: 'Link'; linkType: string; id: string } }[];
}

/**
 * Follows links from the answered items `depth` levels deep (`include`, 0..10) and gathers the linked
 * entries and assets into `includes.Entry` / `includes.Asset`, as the SDK's link resolution expects.
 * Links that point nowhere are reported in `errors` as `notResolvable`.
 */
export function collectIncludes(items: DeliveredEntity[], depth: number, resolver: LinkResolver): CollectedIncludes {
  if (depth <= 0) return {};
  const seen = new Set(items.map((item) => `Entry:${item.sys.id}`));
  const entries: DeliveredEntity[] = [];
  const assets: DeliveredEntity[] = [];
  const unresolved = new Map<string, { linkType: string; id: string }>();
  let frontier = items;
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next: DeliveredEntity[] = [];
    for (const link of findLinks(frontier.map((entity) => entity.fields))) {
      const key = `${link.sys.linkType}:${link.sys.id}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const target = link.sys.linkType === 'Entry' ? resolver.entry(link.sys.id) : resolver.asset(link.sys.id);
      if (!target) {
        unresolved.set(key, { linkType: link.sys.linkType, id: link.sys.id });
      } else if (link.sys.linkType === 'Entry') {
        entries.push(target);
        next.push(target);
      } else {
        assets.push(target);
      }
    }
    frontier = next;
  }
  const result: CollectedIncludes = {};
  if (entries.length > 0 || assets.length > 0) {
    result.includes = {
      ...(entries.length > 0 ? { Entry: entries } : {}),
      ...(assets.length > 0 ? { Asset: assets } : {}),
    };
  }
  if (unresolved.size > 0) {
    result.errors = [...unresolved.values()].map((details) => ({ sys: { id: 'notResolvable', type: 'error' }, details: { type: 'Link', ...details } }));
  }
  return result;
}
