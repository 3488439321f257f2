import enUS from './en-US.json';
import esUS from './es-US.json';

/**
 * The `common` i18next namespace: strings both the host and every remote show (loading, the area
 * fallback, page-not-found). The shell loads it into the one i18next instance.
 */
export const commonTranslations = { 'en-US': enUS, 'es-US': esUS } as const;
