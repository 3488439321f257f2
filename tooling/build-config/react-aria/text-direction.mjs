/**
 * react-aria's `isRTL` (its private `i18n/utils.mjs`), answered from the language subtag: the answer
 * react-aria itself gives where `Intl.Locale` is missing. Its own asks `new Intl.Locale(tag).maximize()`,
 * whose likely-subtags data Chromium loads on first use, inside a start-up task (docs/performance.md);
 * every React root calls it through `I18nProvider`. The two differ only for a tag whose script is
 * right-to-left while its language is not listed (`pa-PK`, `pa-Arab`); the app's locales are en-US and
 * es-US. `text-direction.test.mjs` compares them.
 */
const RTL_LANGS = new Set(['ae', 'ar', 'arc', 'bcc', 'bqi', 'ckb', 'dv', 'fa', 'glk', 'he', 'ku', 'mzn', 'nqo', 'pnb', 'ps', 'sd', 'ug', 'ur', 'yi']);

export function isRTL(localeString) {
  return RTL_LANGS.has(localeString.split('-')[0]);
}
