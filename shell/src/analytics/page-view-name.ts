import { ROUTE_PAGE_NAMES } from '@member/shared-contracts/analytics';
import { matchRoute } from '@member/shared-contracts/routes';

/** Unknown paths are reported under one name: the path itself could hold anything a person typed. */
const NOT_FOUND_PAGE_NAME = 'not-found';

/**
 * A page's name in analytics: the spec's page name where it gives one, else the route pattern
 * (`/claim-details/:id`), never the path — ids and free text stay out of analytics.
 */
export function pageViewName(pathname: string): string {
  const pattern = matchRoute(pathname)?.route.path;
  if (!pattern) return NOT_FOUND_PAGE_NAME;
  return ROUTE_PAGE_NAMES[pattern] ?? pattern;
}
