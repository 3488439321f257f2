/** contentful's own link resolver (the SDK's `resolveResponse`); the package ships no types. */
declare module 'contentful-resolve-response' {
  interface ResolveOptions {
    /** Drop links that the includes cannot resolve (the SDK's `withoutUnresolvableLinks`). */
    removeUnresolved?: boolean;
    /** Where to look for links in each item (the SDK: `['fields']`). */
    itemEntryPoints?: string[];
  }
  export default function resolveResponse<Item = unknown>(response: { items?: readonly unknown[]; includes?: unknown }, options?: ResolveOptions): Item[];
}
