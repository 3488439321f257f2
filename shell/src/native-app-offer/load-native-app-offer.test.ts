import { preloadNativeAppOfferForThisVisit } from './load-native-app-offer';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const LINKS = { appStoreUrl: 'https://apps.apple.com/app/id000', playStoreUrl: 'https://play.google.com/store/apps/details?id=example' };
const storage = (choice: string | null) => ({ getItem: () => choice });

describe('preloadNativeAppOfferForThisVisit: the interstitial chunk starts with the config', () => {
  it("starts loading the dialog for a phone's browser that has not chosen yet", () => {
    const load = jest.fn().mockResolvedValue({});
    preloadNativeAppOfferForThisVisit(LINKS, { load, visitor: { userAgent: IPHONE, storage: storage(null) } });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing on a desktop, after a choice, or without store links', () => {
    const load = jest.fn().mockResolvedValue({});
    preloadNativeAppOfferForThisVisit(LINKS, { load, visitor: { userAgent: DESKTOP, storage: storage(null) } });
    preloadNativeAppOfferForThisVisit(LINKS, { load, visitor: { userAgent: IPHONE, storage: storage('web') } });
    preloadNativeAppOfferForThisVisit(null, { load, visitor: { userAgent: IPHONE, storage: storage(null) } });
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves a failed load to the render, which asks again (no unhandled rejection)', async () => {
    const load = jest.fn().mockRejectedValue(new Error('chunk failed'));
    preloadNativeAppOfferForThisVisit(LINKS, { load, visitor: { userAgent: IPHONE, storage: storage(null) } });
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
