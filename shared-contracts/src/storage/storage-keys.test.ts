import { SIGN_OUT_CLEARED_STORAGE_KEYS, SSO_IN_PROGRESS_STORAGE_KEYS, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('names the five entries of access §3 and the native-app interstitial answer (access §2.7), each once', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(['appOfferChoice', 'carouselSeen', 'locale', 'rememberedEmail', 'ssoProviderName', 'userPool']);
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(6);
  });

  it('sign-out clears the user pool, locale and sso provider name, never the remembered email or carousel flag', () => {
    expect([...SIGN_OUT_CLEARED_STORAGE_KEYS].sort()).toEqual([STORAGE_KEYS.locale, STORAGE_KEYS.ssoProviderName, STORAGE_KEYS.userPool].sort());
    expect(SIGN_OUT_CLEARED_STORAGE_KEYS).not.toContain(STORAGE_KEYS.rememberedEmail);
    expect(SIGN_OUT_CLEARED_STORAGE_KEYS).not.toContain(STORAGE_KEYS.carouselSeen);
    // The device's answer to the app offer is not the member's: it outlives a sign-out.
    expect(SIGN_OUT_CLEARED_STORAGE_KEYS).not.toContain(STORAGE_KEYS.appOfferChoice);
  });

  it('an sso in progress keeps only keys that sign-out would clear', () => {
    for (const key of SSO_IN_PROGRESS_STORAGE_KEYS) expect(SIGN_OUT_CLEARED_STORAGE_KEYS).toContain(key);
  });
});
