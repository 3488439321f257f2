import { DEFAULT_LOCALE, localeFromLanguagePreference, resolveLocale } from './locale';

describe('locale', () => {
  it('defaults to en-US', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
  });

  it('uses the stored choice first', () => {
    expect(resolveLocale('es-US', ['en-US'])).toBe('es-US');
  });

  it('else the first usable browser language', () => {
    expect(resolveLocale(null, ['fr-FR', 'es-MX', 'en-US'])).toBe('es-US');
    expect(resolveLocale(undefined, ['en-GB'])).toBe('en-US');
  });

  it('ignores an unsupported stored value, and falls back to the default', () => {
    expect(resolveLocale('fr-FR', ['de-DE'])).toBe('en-US');
    expect(resolveLocale(null, [])).toBe('en-US');
  });

  it('maps the token language preference', () => {
    expect(localeFromLanguagePreference('english')).toBe('en-US');
    expect(localeFromLanguagePreference('spanish')).toBe('es-US');
    expect(localeFromLanguagePreference('klingon')).toBe('en-US');
  });
});
