/**
 * `GET /id-cards?account_id=` (the member's plan ID cards, beyond the spec): on its own so the /id-card
 * route and the service worker (which keeps only this answer for offline use) reach it without the whole
 * path catalogue.
 */
export const idCardsPath = () => '/id-cards';
