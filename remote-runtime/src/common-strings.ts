import enUS from './locales/en-US.json';

/** The `common` strings in the default language (en-US), bundled with whoever shows them first. */
export const commonTranslationsEnUS = enUS;

/** The `common` strings in es-US: their own chunk (with the shell's), loaded when Spanish is in use. */
export const loadCommonTranslationsEsUS = () => import(/* webpackChunkName: "strings-es-US" */ './locales/es-US.json').then((module) => module.default);
