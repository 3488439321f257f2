import { BASE_TO_BUY_UP_PATH } from '../routes/route-paths';
import { TAB_ROOTS } from '../routes/bottom-tabs';

/**
 * Routes the spec names in analytics: their one page view per visit (the shell's) carries that name
 * instead of the route pattern, so no screen sends a second one.
 */
export const ROUTE_PAGE_NAMES: Readonly<Record<string, string>> = {
  [BASE_TO_BUY_UP_PATH]: 'Base To Buy Up',
  [TAB_ROOTS.CARE_TEAM]: 'care team page',
};
