import { CONTENT_LOCALES, DEFAULT_LOCALE, type ContentTypeDefinition } from '../content-model';

/** `GET /spaces/{space}/environments/{env}/locales` items. */
export function localeItems() {
  return CONTENT_LOCALES.map((locale) => ({
    code: locale.code,
    name: locale.name,
    default: locale.code === DEFAULT_LOCALE,
    fallbackCode: locale.fallbackCode,
    sys: { id: locale.code, type: 'Locale', version: 1 },
  }));
}

export function collection<T>(items: T[]) {
  return { sys: { type: 'Array' as const }, total: items.length, skip: 0, limit: 1000, items };
}

export function deliverSpace(space: string) {
  return {
    sys: { type: 'Space', id: space },
    name: 'Member sandbox',
    locales: CONTENT_LOCALES.map((locale) => ({ code: locale.code, default: locale.code === DEFAULT_LOCALE, name: locale.name, fallbackCode: locale.fallbackCode })),
  };
}

export function deliverContentType(contentType: ContentTypeDefinition, space: string, environment: string) {
  return {
    sys: {
      space: { sys: { type: 'Link', linkType: 'Space', id: space } },
      id: contentType.id,
      type: 'ContentType',
      environment: { sys: { type: 'Link', linkType: 'Environment', id: environment } },
      revision: 1,
    },
    displayField: contentType.displayField,
    name: contentType.name,
    description: contentType.description,
    fields: contentType.fields.map((field) => ({ disabled: false, omitted: false, validations: [], ...field })),
  };
}
