import { ID_CARD_PATH } from '@member/shared-contracts/routes';
import { hasMemberCards } from '../offline/member-card-caches';

/**
 * Whether a page the network could not answer opens as the offline card's document: `/id-card` while a
 * member's cards are kept (whose they are, the page checks against the stored token). Any other page, or
 * no kept cards (signed out, never opened), is the app's document and its no-internet page.
 */
export async function opensOfflineCard(pathname: string, storage: CacheStorage): Promise<boolean> {
  return pathname === ID_CARD_PATH && (await hasMemberCards(storage));
}
