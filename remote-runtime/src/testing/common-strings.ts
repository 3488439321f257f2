import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

/**
 * The `common` i18next namespace in both languages: strings both the host and every remote show
 * (loading, the area fallback, page-not-found), for tests that set up an i18next of their own. The app
 * loads them through ../common-strings.ts (en-US bundled, es-US when Spanish is in use).
 */
export const commonTranslations = { 'en-US': enUS, 'es-US': esUS } as const;
