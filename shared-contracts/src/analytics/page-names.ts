/*
 * The page names the spec gives analytics (features §2 "Other analytics page names: base to buy up,
 * provider not found, external benefit, care team page"; the reimbursement pages and appeal steps live
 * with their features, the routes' names in the route table's `pageName`), all written in one casing:
 * each word capitalised, as "External Benefit" and "Base To Buy Up". The strings are ours (the spec names
 * the pages, not their strings).
 */

/** The search's no-result state (features §2), a state of `/search` rather than a route of its own. */
export const PROVIDER_NOT_FOUND_PAGE_NAME = 'Provider Not Found';
