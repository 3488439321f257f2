/** What every delivered entity needs to know about the request it answers. */
export interface DeliveryContext {
  space: string;
  environment: string;
  /** A locale code, or `*` for every locale (fields become `{ locale: value }` maps). */
  locale: string;
  /** Base of asset file URLs without the scheme, e.g. `//localhost:4002` (Contentful URLs are protocol-relative). */
  fileHost: string;
}

export const ALL_LOCALES = '*';
