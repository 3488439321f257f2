/**
 * The stored form of the sandbox content: every field holds a value per locale, as Contentful stores it.
 * Non-localized fields hold only the default locale; delivery falls back to it (es-US → en-US).
 */
export const DEFAULT_LOCALE = 'en-US';
export const CONTENT_LOCALES = [
  { code: 'en-US', name: 'English (United States)', fallbackCode: null },
  { code: 'es-US', name: 'Spanish (United States)', fallbackCode: 'en-US' },
] as const;
type ContentLocale = (typeof CONTENT_LOCALES)[number]['code'];

export type LocalizedField = Partial<Record<ContentLocale, unknown>> & { 'en-US': unknown };

export interface LinkValue {
  sys: { type: 'Link'; linkType: 'Entry' | 'Asset'; id: string };
}

export interface StoredEntry {
  id: string;
  contentType: string;
  fields: Record<string, LocalizedField>;
  createdAt: string;
  updatedAt: string;
}

interface StoredAssetFile {
  fileName: string;
  contentType: string;
  width: number;
  height: number;
  /** The file body served at `/files/{fileName}`. */
  body: string;
}

export interface StoredAsset {
  id: string;
  title: LocalizedField;
  description: LocalizedField;
  file: StoredAssetFile;
  createdAt: string;
  updatedAt: string;
}

interface ContentFieldDefinition {
  id: string;
  name: string;
  type: 'Symbol' | 'Text' | 'Integer' | 'Boolean' | 'Link' | 'Array';
  localized: boolean;
  required: boolean;
  linkType?: 'Entry' | 'Asset';
  items?: { type: 'Link' | 'Symbol'; linkType?: 'Entry' | 'Asset' };
}

export interface ContentTypeDefinition {
  id: string;
  name: string;
  description: string;
  displayField: string;
  fields: ContentFieldDefinition[];
}

export interface ContentSeed {
  contentTypes: ContentTypeDefinition[];
  entries: StoredEntry[];
  assets: StoredAsset[];
}
