import { useMemo } from 'react';
import { useLocation } from '@member/router';
import { decideRouteAccess, matchRoute, queryModalRequest } from '@member/shared-contracts';
import { ModalRemote } from './modal-remote';
import { useMemberContext } from '../session/use-member-context';

/**
 * A modal the address asks for over the current page (features §2: `?modal=setupDirectDepositPrompt&
 * redirectUrl=/claims`). The modal follows its route: shown only to a member that route's gate lets in,
 * rendered by that route's owner, mounted a second time with the mount prop `modal`. The page under it
 * renders as usual. Loaded (its own chunk) only when the address carries `modal`.
 */
export function QueryModalSlot() {
  const { pathname, search } = useLocation();
  const { session, account, features, flags } = useMemberContext();
  const request = useMemo(() => queryModalRequest(pathname, search), [pathname, search]);
  if (!request || session.status !== 'authenticated' || !account) return null;
  const owner = matchRoute(request.route)?.route.owner;
  if (!owner || owner === 'shell') return null;
  const access = decideRouteAccess({ pathname: request.route, status: session.status, account, features, flags });
  if (access.kind !== 'allow') return null;
  return <ModalRemote key={owner} remote={owner} modal={request} />;
}
