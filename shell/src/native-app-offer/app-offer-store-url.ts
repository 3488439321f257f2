import { appOfferStoreUrl, type NativeAppStoreLinks } from '@member/shared-contracts/native';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';

/**
 * On the first load: the store page to offer this visitor (access §2.7 native-app interstitial), or null.
 * A few bytes of rule; the dialog itself is a chunk loaded only when this answers a page.
 */
export function appOfferForThisVisit(
  storeLinks: NativeAppStoreLinks | null | undefined,
  insideNativeShell: boolean,
  visitor: { userAgent: string; storage: Pick<Storage, 'getItem'> } = { userAgent: navigator.userAgent, storage: window.localStorage },
): string | null {
  let storedChoice: string | null;
  try {
    storedChoice = visitor.storage.getItem(STORAGE_KEYS.appOfferChoice);
  } catch {
    // Storage refused (a locked-down browser): the choice could not be remembered either, so do not ask.
    return null;
  }
  return appOfferStoreUrl({ userAgent: visitor.userAgent, storedChoice, insideNativeShell, storeLinks });
}
