import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import type { RuntimeConfig } from '../config/runtime-config';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...args: unknown[]) => loadRemote(...args),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
}));

const loadAppOffer = jest.fn();
jest.mock('../native-app-offer/app-offer-chunk', () => ({ loadAppOffer: () => loadAppOffer() }));

import { startEarly } from './early-start';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const STORE_LINKS = { appStoreUrl: 'https://apps.apple.com/us/app/member-benefits/id0000000000', playStoreUrl: 'https://play.google.com/store/apps/details?id=com.example.member' };

const CLIENT_ID = 'client-1';
const config = {
  remotes: Object.fromEntries(
    ['mfe_auth', 'mfe_home_onboarding', 'mfe_messages', 'mfe_claims', 'mfe_reimbursements', 'mfe_search_careteam'].map((name) => [name, `http://localhost/${name}/mf-manifest.json`]),
  ),
  services: { identity: { userPoolClientId: CLIENT_ID }, flagsUrl: 'http://flags.test' },
} as unknown as RuntimeConfig;

const visitorFlags = { ...FLAG_DEFAULTS, showGoogleSsoSignInV2: true };
const readFlags = jest.fn();

beforeEach(() => {
  loadRemote.mockReset().mockReturnValue(new Promise(() => undefined));
  registerRemotes.mockReset();
  readFlags.mockReset().mockResolvedValue(visitorFlags);
  loadAppOffer.mockReset().mockResolvedValue({});
  window.localStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

const storeSessionFor = (clientId: string) => window.localStorage.setItem(`CognitoIdentityServiceProvider.${clientId}.LastAuthUser`, 'user-1');

describe('startEarly: the config, then the route remote and a visitor\'s flags, from main.js', () => {
  it("registers the remotes and starts loading a signed-in member's route owner as soon as the config arrives; no visitor flags", async () => {
    storeSessionFor(CLIENT_ID);
    const early = startEarly({ pathname: '/claims', load: () => Promise.resolve(config), readFlags });
    await expect(early.config).resolves.toBe(config);
    await expect(early.visitorFlags).resolves.toBeNull();
    expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([{ name: 'mfe_claims', entry: 'http://localhost/mfe_claims/mf-manifest.json' }]));
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mfe_claims/lifecycles');
    expect(readFlags).not.toHaveBeenCalled();
  });

  it("for a visitor (no stored session of this environment's app client): the sign-in owner and the visitor flags", async () => {
    storeSessionFor('another-client');
    const early = startEarly({ pathname: '/claims', load: () => Promise.resolve(config), readFlags });
    await expect(early.visitorFlags).resolves.toBe(visitorFlags);
    expect(readFlags).toHaveBeenCalledWith('http://flags.test', early.logger);
    expect(loadRemote).toHaveBeenCalledWith('mfe_auth/lifecycles');
  });

  it('hands a config failure to the caller, and loads no remote and no flags', async () => {
    const failure = new Error('remotes.json answered 503');
    const early = startEarly({ pathname: '/home', load: () => Promise.reject(failure), readFlags });
    await expect(early.config).rejects.toBe(failure);
    await expect(early.visitorFlags).resolves.toBeNull();
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(loadRemote).not.toHaveBeenCalled();
    expect(readFlags).not.toHaveBeenCalled();
  });
  it('starts the native-app offer’s chunk with the config when a phone’s browser will be offered the app, and only then', async () => {
    const withStoreLinks = { ...config, services: { ...config.services, nativeApp: STORE_LINKS } } as RuntimeConfig;
    const phone = jest.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    await startEarly({ pathname: '/', load: () => Promise.resolve(withStoreLinks), readFlags }).visitorFlags;
    expect(loadAppOffer).toHaveBeenCalledTimes(1);

    // The choice already made on this device, a desktop browser, or no store configured: nothing loads.
    window.localStorage.setItem(STORAGE_KEYS.appOfferChoice, 'web');
    await startEarly({ pathname: '/', load: () => Promise.resolve(withStoreLinks), readFlags }).visitorFlags;
    window.localStorage.clear();
    await startEarly({ pathname: '/', load: () => Promise.resolve(config), readFlags }).visitorFlags;
    phone.mockRestore();
    await startEarly({ pathname: '/', load: () => Promise.resolve(withStoreLinks), readFlags }).visitorFlags;
    expect(loadAppOffer).toHaveBeenCalledTimes(1);
  });
});
