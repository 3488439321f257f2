import type { LocalizedField, StoredAsset, StoredEntry } from '../content-model';
import { ALL_LOCALES, type DeliveryContext } from './delivery-context';
import { localizedValue } from './localized-value';

/** The JSON form of an entry or asset as the Delivery API answers it. */
export interface DeliveredEntity {
  metadata: { tags: unknown[]; concepts: unknown[] };
  sys: Record<string, unknown> & { id: string; type: 'Entry' | 'Asset' };
  fields: Record<string, unknown>;
}

const link = (linkType: string, id: string) => ({ sys: { type: 'Link', linkType, id } });

function baseSys(type: 'Entry' | 'Asset', id: string, stored: { createdAt: string; updatedAt: string }, context: DeliveryContext) {
  return {
    space: link('Space', context.space),
    id,
    type,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
    environment: link('Environment', context.environment),
    publishedVersion: 1,
    revision: 1,
    ...(context.locale === ALL_LOCALES ? {} : { locale: context.locale }),
  };
}

function deliverFields(fields: Record<string, LocalizedField>, locale: string): Record<string, unknown> {
  const delivered: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    delivered[name] = locale === ALL_LOCALES ? { ...field } : localizedValue(field, locale);
  }
  return delivered;
}

export function deliverEntry(entry: StoredEntry, context: DeliveryContext): DeliveredEntity {
  return {
    metadata: { tags: [], concepts: [] },
    sys: { ...baseSys('Entry', entry.id, entry, context), contentType: link('ContentType', entry.contentType) },
    fields: deliverFields(entry.fields, context.locale),
  };
}

function assetFileUrl(asset: StoredAsset, context: DeliveryContext): string {
  return `${context.fileHost}/files/${encodeURIComponent(asset.file.fileName)}`;
}

export function deliverAsset(asset: StoredAsset, context: DeliveryContext): DeliveredEntity {
  const file = {
    url: assetFileUrl(asset, context),
    details: { size: Buffer.byteLength(asset.file.body), image: { width: asset.file.width, height: asset.file.height } },
    fileName: asset.file.fileName,
    contentType: asset.file.contentType,
  };
  return {
    metadata: { tags: [], concepts: [] },
    sys: baseSys('Asset', asset.id, asset, context),
    fields: {
      ...deliverFields({ title: asset.title, description: asset.description }, context.locale),
      file: context.locale === ALL_LOCALES ? { 'en-US': file } : file,
    },
  };
}
