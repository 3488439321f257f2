import esShell from '../locales/es-US.json';
import esAnalytics from '../analytics/locales/es-US.json';
import esBanners from '../banners/locales/es-US.json';
import esContent from '../content/locales/es-US.json';
import esSitemap from '../content/info-pages/locales/es-US.json';
import esIdle from '../idle/locales/es-US.json';
import esModals from '../modals/locales/es-US.json';
import esNative from '../native/locales/es-US.json';
import esNativeAppOffer from '../native-app-offer/locales/es-US.json';
import esNavigation from '../navigation/locales/es-US.json';
import esPages from '../pages/locales/es-US.json';
import esUnexpectedError from '../pages/locales/es-US.unexpected-error.json';
import esRouting from '../routing/locales/es-US.json';
import esSession from '../session/locales/es-US.json';

/**
 * The `shell` namespace in es-US: the files of shell-resources.en-US.ts and the es-US twins of the
 * parts that bring their own en-US strings (`useOwnStrings`). Its own chunk (`strings-es-US`), loaded
 * only when Spanish is in use (create-i18n.ts), before any Spanish page renders.
 */
export const shellResourcesEsUS = {
  ...esShell,
  analytics: esAnalytics,
  banners: esBanners,
  content: { ...esContent, sitemap: esSitemap },
  idle: esIdle,
  modals: esModals,
  native: esNative,
  nativeAppOffer: esNativeAppOffer,
  navigation: esNavigation,
  pages: { ...esPages, unexpectedError: esUnexpectedError },
  routing: esRouting,
  session: esSession,
};
