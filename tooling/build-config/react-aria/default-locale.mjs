/**
 * react-aria's default locale (its private `i18n/useDefaultLocale.mjs`), with one change: the browser's
 * language tag is checked with `Intl.getCanonicalLocales` instead of `Intl.DateTimeFormat.supportedLocalesOf`.
 * Both throw for the same malformed tags, but the second loads Chromium's date-format data, 23–34 ms
 * unthrottled on a 2-core CI machine (four times that under Lighthouse's CPU throttling) inside the task
 * that evaluates the UI library at start-up, on pages that format no date (sign-in, the welcome carousel; docs/performance.md). react-aria
 * runs it when the module is evaluated, so it cannot be deferred from outside. The rest is react-aria's,
 * but for its server-rendering branch: every root here is a client root (`createRoot`), never hydrated.
 */
import { useEffect, useState } from 'react';
// Through react-aria's own export, so that this is the one text-direction module (replaced, index.cjs).
import { isRTL } from 'react-aria/I18nProvider';

// The locale a server passes through react-aria's PackageLocalizationProvider.
const localeSymbol = Symbol.for('react-aria.i18n.locale');

export function getDefaultLocale() {
  let locale =
    globalThis[localeSymbol] ||
    (typeof navigator !== 'undefined' && navigator.language) ||
    'en-US';
  try {
    Intl.getCanonicalLocales(locale);
  } catch {
    locale = 'en-US';
  }
  return { locale, direction: isRTL(locale) ? 'rtl' : 'ltr' };
}

let currentLocale = getDefaultLocale();
const listeners = new Set();

function updateLocale() {
  currentLocale = getDefaultLocale();
  for (const listener of listeners) listener(currentLocale);
}

export function useDefaultLocale() {
  const [defaultLocale, setDefaultLocale] = useState(currentLocale);
  useEffect(() => {
    if (listeners.size === 0) globalThis.addEventListener('languagechange', updateLocale);
    listeners.add(setDefaultLocale);
    return () => {
      listeners.delete(setDefaultLocale);
      if (listeners.size === 0) globalThis.removeEventListener('languagechange', updateLocale);
    };
  }, []);
  return defaultLocale;
}
