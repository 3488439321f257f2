/**
 * The native-app interstitial (access §2.7): a visitor on a phone's or tablet's browser is offered the
 * app once, and can continue on the web; either choice is remembered on the device
 * (STORAGE_KEYS.appOfferChoice). Inside the native shell, on a desktop browser, with a choice stored or
 * without store links configured for the environment, nothing is offered.
 */
export type MobilePlatform = 'ios' | 'android';

/** What the member chose, remembered on the device. */
export type AppOfferChoice = 'app' | 'web';

/** The app's store pages, per environment (services.json `nativeApp`). */
export interface NativeAppStoreLinks {
  appStoreUrl: string;
  playStoreUrl: string;
}

/** iPhone, iPad (as it announces itself to apps' web views and older Safari), iPod; Android phones and tablets. */
export function mobilePlatformOf(userAgent: string): MobilePlatform | null {
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'ios';
  if (/\bAndroid\b/.test(userAgent)) return 'android';
  return null;
}

export interface AppOfferInput {
  userAgent: string;
  /** What this device's storage says (any value counts as a choice made). */
  storedChoice: string | null;
  insideNativeShell: boolean;
  storeLinks: NativeAppStoreLinks | null | undefined;
}

/** The store page to offer, or null when no offer is due. */
export function appOfferStoreUrl({ userAgent, storedChoice, insideNativeShell, storeLinks }: AppOfferInput): string | null {
  if (insideNativeShell || storedChoice !== null || !storeLinks) return null;
  const platform = mobilePlatformOf(userAgent);
  if (platform === 'ios') return storeLinks.appStoreUrl;
  if (platform === 'android') return storeLinks.playStoreUrl;
  return null;
}
