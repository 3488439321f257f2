import { DEFAULT_LOCALE, localeFromLanguagePreference, memberLocale, resolveLocale } from './locale';

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

  describe('the member\'s own language at sign-in', () => {
    it('applies the token preference when this device has no stored choice (spanish → es-US)', () => {
      expect(memberLocale({ storedChoice: null, accountPreference: null, tokenLocale: 'es-US' })).toBe('es-US');
    });

    it('prefers the loaded account\'s preferredLanguage over the token', () => {
      expect(memberLocale({ storedChoice: null, accountPreference: 'spanish', tokenLocale: 'en-US' })).toBe('es-US');
      expect(memberLocale({ storedChoice: null, accountPreference: 'english', tokenLocale: 'es-US' })).toBe('en-US');
    });

    it('keeps the token preference when the account has none or an unknown one', () => {
      expect(memberLocale({ storedChoice: null, accountPreference: null, tokenLocale: 'es-US' })).toBe('es-US');
      expect(memberLocale({ storedChoice: undefined, accountPreference: 'klingon', tokenLocale: 'es-US' })).toBe('es-US');
    });

    it('changes nothing when a choice is stored on this device', () => {
      expect(memberLocale({ storedChoice: 'en-US', accountPreference: 'spanish', tokenLocale: 'es-US' })).toBeNull();
      expect(memberLocale({ storedChoice: 'es-US', accountPreference: 'english', tokenLocale: 'en-US' })).toBeNull();
    });

    it('treats an unsupported stored value as no choice', () => {
      expect(memberLocale({ storedChoice: 'fr-FR', accountPreference: 'spanish', tokenLocale: null })).toBe('es-US');
    });

    it('changes nothing when nothing about the member is known yet', () => {
      expect(memberLocale({ storedChoice: null, accountPreference: null, tokenLocale: null })).toBeNull();
    });
  });
});
