import { BASE_TO_BUY_UP_PATH } from '../routes/route-paths';
import { TAB_ROOTS } from '../routes/bottom-tabs';

/*
 * The page names the spec gives analytics (features §2 "Other analytics page names: base to buy up,
 * provider not found, external benefit, care team page"; the reimbursement pages and appeal steps live
 * with their features), all written in one casing: each word capitalised, as "External Benefit" and
 * "Base To Buy Up". The strings are ours (the spec names the pages, not their strings).
 */

/** The search's no-result state (features §2), a state of `/search` rather than a route of its own. */
export const PROVIDER_NOT_FOUND_PAGE_NAME = 'Provider Not Found';

/**
 * Routes the spec names in analytics: their one page view per visit (the shell's) carries that name
 * instead of the route pattern, so no screen sends a second one.
 */
export const ROUTE_PAGE_NAMES: Readonly<Record<string, string>> = {
  [BASE_TO_BUY_UP_PATH]: 'Base To Buy Up',
  [TAB_ROOTS.CARE_TEAM]: 'Care Team Page',
};
