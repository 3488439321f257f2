import type { i18n as I18n } from 'i18next';
// Their own small set: this copy is bundled in both languages with the first load, the rest of the
// pages' Spanish strings load only when Spanish is in use (about 0.5 KiB gzip kept off sign-in).
import enUnexpectedError from './locales/en-US.unexpected-error.json';
import esUnexpectedError from './locales/es-US.unexpected-error.json';

export interface UnexpectedErrorCopy {
  message: string;
  refresh: string;
}

const BUNDLED: Record<'en-US' | 'es-US', UnexpectedErrorCopy> = {
  'en-US': enUnexpectedError,
  'es-US': esUnexpectedError,
};

function languageOf(i18n: I18n | null | undefined): string {
  try {
    const language = i18n?.resolvedLanguage ?? i18n?.language;
    if (language) return language;
  } catch {
    // fall through to the browser's language
  }
  return typeof navigator === 'undefined' ? 'en-US' : navigator.language;
}

/**
 * The unexpected-error page's copy (access §8 "Unexpected error page"). It is the last resort, so it must
 * show even when i18next itself is what broke: the strings come from i18next when it answers with a real
 * translation, else straight from the same bundled locale files, in the member's language (es-US when the
 * language is Spanish, else en-US).
 */
export function unexpectedErrorCopy(i18n: I18n | null | undefined): UnexpectedErrorCopy {
  const bundled = BUNDLED[languageOf(i18n).toLowerCase().startsWith('es') ? 'es-US' : 'en-US'];
  const translate = (key: keyof UnexpectedErrorCopy): string => {
    try {
      const fullKey = `pages.unexpectedError.${key}`;
      const text = i18n?.getFixedT(null, 'shell')(fullKey);
      return typeof text === 'string' && text !== '' && text !== fullKey ? text : bundled[key];
    } catch {
      return bundled[key];
    }
  };
  return { message: translate('message'), refresh: translate('refresh') };
}
