/** Where status `created` is forced (access §2.8). */
export const VERIFICATION_PATH = '/verification';
/**
 * The base-to-buy-up completion screen (access §2.6; the spec gives it no path — decision). Every private
 * page leads here while `needsBaseToBuyUp` holds; otherwise it leads to /home.
 */
export const BASE_TO_BUY_UP_PATH = '/complete-account';
/** Where inactive accounts land (access §2.8). */
export const HOME_PATH = '/home';
/** "a new message thread": threadId may be the word new (features §2). */
export const NEW_MESSAGE_THREAD_PATH = '/messages/new';
export const ROOT_PATH = '/';
/** The member's plan ID card (beyond the spec, decision 066); the service worker keeps it for offline use. */
export const ID_CARD_PATH = '/id-card';
