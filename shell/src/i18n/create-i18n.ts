import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from '@member/i18n';
import { DEFAULT_LOCALE, resolveLocale, STORAGE_KEYS, type Locale } from '@member/shared-contracts';
import { commonTranslations } from '@member/remote-runtime';
import { shellResources } from './shell-resources';

/** Where the member's language choice is kept (access §3 "Local browser storage"). */
export const LOCALE_STORAGE_KEY = STORAGE_KEYS.locale;

/**
 * The one i18next instance of the app. The shell's own namespaces are bundled; each remote adds its
 * namespace (its container name) when it bootstraps. Stored choice first, else the browser language.
 */
export async function createI18n(storage: Pick<Storage, 'getItem'> = window.localStorage): Promise<I18n> {
  const locale: Locale = resolveLocale(storage.getItem(LOCALE_STORAGE_KEY), navigator.languages ?? [navigator.language]);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: ['en-US', 'es-US'],
    ns: ['common', 'shell'],
    defaultNS: 'shell',
    resources: {
      'en-US': { common: commonTranslations['en-US'], shell: shellResources['en-US'] },
      'es-US': { common: commonTranslations['es-US'], shell: shellResources['es-US'] },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  document.documentElement.lang = locale;
  return instance;
}
