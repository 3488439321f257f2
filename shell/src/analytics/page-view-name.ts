import { matchRoute } from '@member/shared-contracts/routes';

/** Unknown paths are reported under one name: the path itself could hold anything a person typed. */
const NOT_FOUND_PAGE_NAME = 'not-found';

/**
 * A page's name in analytics: the spec's page name where it gives one (the route table's `pageName`),
 * else the route pattern (`/claim-details/:id`), never the path — ids and free text stay out of analytics.
 */
export function pageViewName(pathname: string): string {
  const route = matchRoute(pathname)?.route;
  if (!route) return NOT_FOUND_PAGE_NAME;
  return route.pageName ?? route.path;
}
