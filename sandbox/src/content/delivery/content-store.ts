import type { ContentSeed, StoredAsset, StoredEntry } from '../content-model';
import { collectIncludes, type CollectedIncludes } from './collect-includes';
import type { CollectionQuery } from './collection-query';
import { deliverAsset, deliverEntry, type DeliveredEntity } from './delivered-entity';
import type { DeliveryContext } from './delivery-context';
import { matchesFilter } from './entry-filters';
import { findLinks } from './find-links';
import { orderEntities } from './order-entities';
import { selectFields } from './select-fields';

export interface EntityCollection extends CollectedIncludes {
  sys: { type: 'Array' };
  total: number;
  skip: number;
  limit: number;
  items: DeliveredEntity[];
}

/** Read-only content of the sandbox, answered in the Delivery API's shapes. */
export class ContentStore {
  private readonly entries: StoredEntry[];
  private readonly assets: StoredAsset[];
  private readonly entriesById: Map<string, StoredEntry>;
  private readonly assetsById: Map<string, StoredAsset>;
  private readonly assetsByFileName: Map<string, StoredAsset>;

  constructor(readonly seed: ContentSeed) {
    this.entries = seed.entries;
    this.assets = seed.assets;
    this.entriesById = new Map(seed.entries.map((entry) => [entry.id, entry]));
    this.assetsById = new Map(seed.assets.map((asset) => [asset.id, asset]));
    this.assetsByFileName = new Map(seed.assets.map((asset) => [asset.file.fileName, asset]));
  }

  findEntries(query: CollectionQuery, context: DeliveryContext): EntityCollection {
    const candidates = this.entries
      .filter((entry) => !query.contentType || entry.contentType === query.contentType)
      .map((entry) => deliverEntry(entry, context));
    return this.page(this.filter(candidates, query, context), query, context);
  }

  findAssets(query: CollectionQuery, context: DeliveryContext): EntityCollection {
    const candidates = this.assets.map((asset) => deliverAsset(asset, context));
    return this.page(this.filter(candidates, query, context), query, context, false);
  }

  entry(id: string, context: DeliveryContext): DeliveredEntity | undefined {
    const stored = this.entriesById.get(id);
    return stored && deliverEntry(stored, context);
  }

  asset(id: string, context: DeliveryContext): DeliveredEntity | undefined {
    const stored = this.assetsById.get(id);
    return stored && deliverAsset(stored, context);
  }

  assetFile(fileName: string): StoredAsset['file'] | undefined {
    return this.assetsByFileName.get(fileName)?.file;
  }

  private filter(candidates: DeliveredEntity[], query: CollectionQuery, context: DeliveryContext): DeliveredEntity[] {
    return candidates.filter((entity) => {
      if (!query.filters.every((filter) => matchesFilter(entity, filter, context.locale))) return false;
      if (query.fullText && !JSON.stringify(entity.fields).toLowerCase().includes(query.fullText.toLowerCase())) return false;
      if (query.linksToEntry && !this.linksTo(entity, 'Entry', query.linksToEntry)) return false;
      if (query.linksToAsset && !this.linksTo(entity, 'Asset', query.linksToAsset)) return false;
      return true;
    });
  }

  private linksTo(entity: DeliveredEntity, linkType: 'Entry' | 'Asset', id: string): boolean {
    return findLinks(entity.fields).some((link) => link.sys.linkType === linkType && link.sys.id === id);
  }

  private page(matched: DeliveredEntity[], query: CollectionQuery, context: DeliveryContext, withIncludes = true): EntityCollection {
    const ordered = orderEntities(matched, query.order, context.locale);
    const items = ordered.slice(query.skip, query.skip + query.limit).map((entity) => selectFields(entity, query.select));
    const linked = withIncludes
      ? collectIncludes(items, query.include, { entry: (id) => this.entry(id, context), asset: (id) => this.asset(id, context) })
      : {};
    return { sys: { type: 'Array' }, total: matched.length, skip: query.skip, limit: query.limit, items, ...linked };
  }
}
