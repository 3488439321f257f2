import { appOfferStoreUrl, mobilePlatformOf } from './app-offer';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const LINKS = { appStoreUrl: 'https://apps.apple.com/app/id000', playStoreUrl: 'https://play.google.com/store/apps/details?id=example' };

describe('the native-app interstitial rule (access §2.7)', () => {
  it('knows a phone or tablet browser from a desktop one', () => {
    expect(mobilePlatformOf(IPHONE)).toBe('ios');
    expect(mobilePlatformOf(ANDROID)).toBe('android');
    expect(mobilePlatformOf(DESKTOP)).toBeNull();
  });

  it('offers the store of the visitor’s platform, from the configured links', () => {
    expect(appOfferStoreUrl({ userAgent: IPHONE, storedChoice: null, insideNativeShell: false, storeLinks: LINKS })).toBe(LINKS.appStoreUrl);
    expect(appOfferStoreUrl({ userAgent: ANDROID, storedChoice: null, insideNativeShell: false, storeLinks: LINKS })).toBe(LINKS.playStoreUrl);
  });

  it('offers nothing on a desktop, inside the native shell, once a choice is stored, or without store links', () => {
    expect(appOfferStoreUrl({ userAgent: DESKTOP, storedChoice: null, insideNativeShell: false, storeLinks: LINKS })).toBeNull();
    expect(appOfferStoreUrl({ userAgent: IPHONE, storedChoice: null, insideNativeShell: true, storeLinks: LINKS })).toBeNull();
    expect(appOfferStoreUrl({ userAgent: IPHONE, storedChoice: 'web', insideNativeShell: false, storeLinks: LINKS })).toBeNull();
    expect(appOfferStoreUrl({ userAgent: IPHONE, storedChoice: 'app', insideNativeShell: false, storeLinks: LINKS })).toBeNull();
    expect(appOfferStoreUrl({ userAgent: IPHONE, storedChoice: null, insideNativeShell: false, storeLinks: undefined })).toBeNull();
  });
});
