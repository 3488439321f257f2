import { createI18n } from './create-i18n';

const mockSpanishChunkLoaded = jest.fn();
jest.mock('./shell-resources.es-US', () => {
  mockSpanishChunkLoaded();
  return jest.requireActual('./shell-resources.es-US');
});

const storing = (locale: string | null) => ({ getItem: () => locale });

describe('createI18n: only the language in use loads', () => {
  beforeEach(() => mockSpanishChunkLoaded.mockClear());
  afterEach(() => jest.restoreAllMocks());

  it('an English page has its strings bundled and never loads the Spanish chunk', async () => {
    const i18n = await createI18n(storing('en-US'));
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.t('common:loading')).toBe('Loading');
    expect(i18n.hasResourceBundle('es-US', 'shell')).toBe(false);
    expect(i18n.hasResourceBundle('es-US', 'common')).toBe(false);
    expect(mockSpanishChunkLoaded).not.toHaveBeenCalled();
  });

  it('a Spanish page resolves only once the Spanish strings are there: the first render is Spanish, never a key', async () => {
    jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-MX']);
    const i18n = await createI18n(storing(null));
    expect(i18n.language).toBe('es-US');
    expect(i18n.t('nav.home')).toBe('Inicio');
    expect(i18n.t('common:loading')).toBe('Cargando');
    expect(document.documentElement.lang).toBe('es-US');
    expect(mockSpanishChunkLoaded).toHaveBeenCalled();
  });

  it('a switch to Spanish loads its strings first: when the language changes, they are there', async () => {
    const i18n = await createI18n(storing('en-US'));
    const seenAtChange: string[] = [];
    i18n.on('languageChanged', () => seenAtChange.push(i18n.t('nav.home'), i18n.t('common:loading')));
    await i18n.changeLanguage('es-US');
    expect(seenAtChange).toEqual(['Inicio', 'Cargando']);
    expect(document.documentElement.lang).toBe('es-US');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('nav.home')).toBe('Home');
  });

  it('a remote registering its Spanish strings lazily gets them on the switch, in the one instance', async () => {
    const { addLocaleLoader } = await import('@member/i18n');
    const i18n = await createI18n(storing('en-US'));
    const load = jest.fn().mockResolvedValue({ heading: 'Iniciar sesión' });
    await addLocaleLoader(i18n, 'es-US', 'mfe_test', load);
    i18n.addResourceBundle('en-US', 'mfe_test', { heading: 'Sign in' });
    await i18n.loadNamespaces('mfe_test');
    expect(load).not.toHaveBeenCalled();
    await i18n.changeLanguage('es-US');
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.t('mfe_test:heading')).toBe('Iniciar sesión');
  });
});
