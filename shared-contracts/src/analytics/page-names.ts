import { BASE_TO_BUY_UP_PATH } from '../routes/route-paths';

/**
 * Pages the spec names in analytics (features §2 "Other analytics page names: base to buy up, ..."): their
 * page view carries that name instead of the route pattern. The strings are ours (the spec names the
 * pages, not their strings).
 */
export const ROUTE_PAGE_NAMES: Readonly<Record<string, string>> = {
  [BASE_TO_BUY_UP_PATH]: 'Base To Buy Up',
};
