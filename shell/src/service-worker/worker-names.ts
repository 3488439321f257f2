/** Cache names and paths the service worker and the page agree on (docs/offline-data.md). */
/** index.html, the offline fallback of every document. */
export const PAGE_CACHE = 'member-pages';
/** `/config/` answers, network first. */
export const ENTRY_CACHE = 'member-config';
/** The home remote's entry points and chunks of its current deployment. */
export const HOME_REMOTE_CACHE = 'member-home-remote';
export const HOME_REMOTE_NAME = 'mfe_home_onboarding';
export const REMOTES_CONFIG_PATH = '/config/remotes.json';
/** The offline card's document (precached), answered for `/id-card` with no network and a member's cards kept. */
export const OFFLINE_CARD_DOCUMENT = '/ui/offline-card.html';
