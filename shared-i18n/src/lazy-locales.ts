import type { BackendModule, i18n as I18n, ResourceKey } from 'i18next';

/** Loads one namespace's strings in one language (typically a dynamic `import()` of its JSON, its own chunk). */
export type LocaleLoader = () => Promise<ResourceKey>;

const registries = new WeakMap<I18n, Map<string, LocaleLoader>>();
const keyOf = (language: string, namespace: string) => `${language}|${namespace}`;

/**
 * Only the strings of the language in use load (first-load budget): the default language's are bundled, every
 * other language's are registered here as loaders, and i18next asks for them through this backend
 * whenever it needs that language — at `init` when the page starts in it, before `changeLanguage`
 * switches to it, on `loadNamespaces`. i18next switches only once they are there, so the member never
 * sees keys, nor a screen half in one language. Call before `init`, with `partialBundledLanguages: true`
 * and the bundled language as `resources`.
 *
 * The registry belongs to the instance; this package is the app's shared singleton, so the shell and
 * every remote register into the same one (`addLocaleLoader`).
 */
export function withLazyLocales(instance: I18n): I18n {
  const loaders = new Map<string, LocaleLoader>();
  registries.set(instance, loaders);
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      const load = loaders.get(keyOf(language, namespace));
      // Nothing registered (e.g. a remote that bundles both languages): nothing to load.
      if (!load) {
        callback(null, {});
        return;
      }
      load().then(
        (resources) => callback(null, resources),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
  return instance.use(backend);
}

/**
 * Registers how `namespace`'s strings in `language` load. On an instance without lazy locales (a test's
 * plain i18next) they load at once; either way, wait for `i18n.loadNamespaces(namespace)` before
 * rendering with them: it loads the language in use if it is this one.
 */
export async function addLocaleLoader(i18n: I18n, language: string, namespace: string, load: LocaleLoader): Promise<void> {
  const loaders = registries.get(i18n);
  if (loaders) {
    loaders.set(keyOf(language, namespace), load);
    return;
  }
  i18n.addResourceBundle(language, namespace, await load(), true, true);
}
