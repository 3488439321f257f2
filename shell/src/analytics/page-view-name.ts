import type { FlagValues } from '@member/shared-contracts/flags';
import { matchRoute } from '@member/shared-contracts/routes';

/** Unknown paths are reported under one name: the path itself could hold anything a person typed. */
const NOT_FOUND_PAGE_NAME = 'not-found';

/**
 * A page's name in analytics: the spec's page name where it gives one (the route table's `pageName`, or
 * `pageNameWhen` while its flag is on), else the route pattern (`/claim-details/:id`), never the path —
 * ids and free text stay out of analytics. Without the flags (clicks and views name their page outside
 * React), the name the route has with every flag off.
 */
export function pageViewName(pathname: string, flags?: FlagValues): string {
  const route = matchRoute(pathname)?.route;
  if (!route) return NOT_FOUND_PAGE_NAME;
  const named = route.visibility === 'private' ? route.pageNameWhen : undefined;
  return (named && flags?.[named.flag] ? named.pageName : route.pageName) ?? route.path;
}
