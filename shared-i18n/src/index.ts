/**
 * react-i18next, as every app of Member uses it. A shared package cannot be tree-shaken (any remote
 * might use any export); sharing this facade keeps exactly one react-i18next in the browser, without
 * the parts nobody uses (<Trans> and its HTML parser). Apps import from here, never from
 * 'react-i18next' (lint enforces it); i18next itself is shared as is.
 *
 * Beside it, the app's lazy locales (lazy-locales.ts): a language's strings load when it is in use.
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
export { addLocaleLoader, withLazyLocales,  } from './lazy-locales';
