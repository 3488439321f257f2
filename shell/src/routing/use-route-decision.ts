import { useLocation } from '@member/router';
import { decideRouteAccess, matchRoute, type RouteDecision, type RouteMatch } from '@member/shared-contracts/routes';
import { useMemberContext } from '../session/use-member-context';

/** What the current location shows: no route, the account error, or a route with its gate's decision. */
export type LocationRoute =
  | { kind: 'noRoute' }
  | { kind: 'accountError' }
  | { kind: 'gated'; match: RouteMatch; decision: RouteDecision; search: string };

/**
 * The one reading of the location through the route table and its gate (access §2.1, §2.8, §6), shared by
 * what renders the page (`RoutedArea`) and what names it (`useRouteTitleKey`), so the title always names
 * the page that shows.
 */
export function useRouteDecision(): LocationRoute {
  const { pathname, search } = useLocation();
  const { session, account, features, flags, accountError } = useMemberContext();
  const match = matchRoute(pathname);
  if (!match) return { kind: 'noRoute' };
  if (accountError) return { kind: 'accountError' };
  const decision = decideRouteAccess({
    pathname,
    search,
    status: session.status,
    signedOut: session.signedOut,
    ssoProviderName: session.ssoProviderName,
    account,
    features,
    flags,
  });
  return { kind: 'gated', match, decision, search };
}
