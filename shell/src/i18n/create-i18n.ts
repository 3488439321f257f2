import i18next, { type i18n as I18n } from 'i18next';
import { addLocaleLoader, initReactI18next, withLazyLocales } from '@member/i18n';
import { DEFAULT_LOCALE, resolveLocale, type Locale } from '@member/shared-contracts/i18n';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import { commonTranslationsEnUS, loadCommonTranslationsEsUS } from '@member/remote-runtime';
import { shellResourcesEnUS } from './shell-resources.en-US';

/** Where the member's language choice is kept (access §3 "Local browser storage"). */
export const LOCALE_STORAGE_KEY = STORAGE_KEYS.locale;

/** The shell's es-US strings: one chunk with the common ones, fetched only when Spanish is in use. */
const loadShellResourcesEsUS = () => import(/* webpackChunkName: "strings-es-US" */ './shell-resources.es-US').then((module) => module.shellResourcesEsUS);

/**
 * The one i18next instance of the app. Stored choice first, else the browser language. The shell's own
 * namespaces in en-US (the default) are bundled; in es-US they load when Spanish is in use
 * (`withLazyLocales`): before the first render when the page starts in Spanish — this resolves only once
 * they are there — and before any switch to Spanish (the /account choice, the member's preference at
 * sign-in). Each remote adds its namespace (its container name) when it bootstraps, the same way.
 */
export async function createI18n(storage: Pick<Storage, 'getItem'> = window.localStorage): Promise<I18n> {
  const locale: Locale = resolveLocale(storage.getItem(LOCALE_STORAGE_KEY), navigator.languages ?? [navigator.language]);
  const instance = withLazyLocales(i18next.createInstance());
  await Promise.all([
    addLocaleLoader(instance, 'es-US', 'common', loadCommonTranslationsEsUS),
    addLocaleLoader(instance, 'es-US', 'shell', loadShellResourcesEsUS),
  ]);
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en-US', 'es-US'],
    ns: ['common', 'shell'],
    defaultNS: 'shell',
    resources: { 'en-US': { common: commonTranslationsEnUS, shell: shellResourcesEnUS } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = locale;
  return instance;
}
