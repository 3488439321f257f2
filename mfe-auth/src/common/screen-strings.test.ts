import i18next, { type Resource } from 'i18next';
import enFirst from '../locales/en-US.json';
import esFirst from '../locales/es-US.json';
import esScreens from '../locales/es-US.screens.json';
import { loadScreenStrings, loadSpanishStrings } from './screen-strings';

const host = async (resources: Resource) => {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'en-US', resources });
  return i18n;
};

describe('mfe-auth strings by language (access §9: en-US and es-US)', () => {
  it('the Spanish loader answers the first screens’ strings alone while no later screen was opened', async () => {
    const i18n = await host({ 'en-US': { mfe_auth: enFirst } });
    const spanish = await loadSpanishStrings(i18n);
    expect(spanish).toEqual(esFirst);
    expect(spanish).not.toHaveProperty('mfa');
  });

  it('later screens opened in English: their Spanish waits for Spanish, then comes along with the first screens’', async () => {
    const i18n = await host({ 'en-US': { mfe_auth: enFirst } });
    await loadScreenStrings(i18n);
    expect(i18n.hasResourceBundle('es-US', 'mfe_auth')).toBe(false);
    expect(i18n.getResource('en-US', 'mfe_auth', 'mfa')).toBeDefined();
    const spanish = await loadSpanishStrings(i18n);
    expect(spanish).toEqual({ ...esFirst, ...esScreens });
  });

  it('later screens opened while Spanish is loaded: their Spanish joins at once', async () => {
    const i18n = await host({ 'en-US': { mfe_auth: enFirst }, 'es-US': { mfe_auth: esFirst } });
    await loadScreenStrings(i18n);
    expect(i18n.getResource('es-US', 'mfe_auth', 'mfa')).toEqual(esScreens.mfa);
    expect(i18n.getResource('es-US', 'mfe_auth', 'signIn')).toEqual(esFirst.signIn);
  });
});
