import { findNativeHost, type NativeAppStoreLinks } from '@member/shared-contracts/native';
import { appOfferForThisVisit } from './app-offer-store-url';

/** The interstitial's chunk: the dialog, its strings and, through it, `@member/ui/overlays`. */
export const loadNativeAppOffer = () => import(/* webpackChunkName: "native-app-offer" */ './native-app-offer');

/**
 * Starts the interstitial's chunk as soon as the config says this visitor is offered the app. On a phone
 * its text is the page's largest contentful paint (docs/performance.md), so it travels beside the shell's
 * start-up chunks instead of starting only at the first render, after them. A failure is left to the
 * render, which asks again.
 */
export function preloadNativeAppOfferForThisVisit(
  storeLinks: NativeAppStoreLinks | null | undefined,
  { load = loadNativeAppOffer, visitor }: { load?: () => Promise<unknown>; visitor?: Parameters<typeof appOfferForThisVisit>[2] } = {},
): void {
  if (appOfferForThisVisit(storeLinks, findNativeHost(window) !== null, visitor)) load().catch(() => undefined);
}
