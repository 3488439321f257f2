import { lazy, Suspense, useMemo } from 'react';
import { useLocation } from '@member/router';
import { infoPageModalRequest, queryModalRequest } from '@member/shared-contracts/modals';
import type { ModalHost } from './modal-host';
import { ModalRemote } from './modal-remote';
import { alongWithHostQueries } from '../queries/host-queries';

// With the info pages' chunk (Markdown) and the query library: loaded only when the address asks for an info page.
const InfoPageModal = lazy(() => alongWithHostQueries(import(/* webpackChunkName: "info-pages" */ './info-page-modal')));

/**
 * A modal the address asks for over the current page (features §2: `?modal=setupDirectDepositPrompt&
 * redirectUrl=/claims`). The modal follows its route: shown only to a member that route's gate lets in,
 * rendered by that route's owner, mounted a second time with the mount prop `modal`. The page under it
 * renders as usual. Loaded (its own chunk) only when the address carries `modal`; the shell's parts come
 * in `host` (see modal-host.ts). Any other `modal` value that names a content info page shows that page
 * as a modal, to anyone, as its public route would (info-page-modal.tsx).
 */
export function QueryModalSlot({ host }: { host: ModalHost }) {
  const { pathname, search } = useLocation();
  const { session, account, features, flags } = host.member;
  const request = useMemo(() => queryModalRequest(pathname, search), [pathname, search]);
  const infoPage = useMemo(() => (request ? null : infoPageModalRequest(pathname, search)), [request, pathname, search]);
  if (infoPage) {
    return (
      <Suspense fallback={null}>
        <InfoPageModal key={infoPage.context} request={infoPage} />
      </Suspense>
    );
  }
  if (!request || session.status !== 'authenticated' || !account) return null;
  const owner = host.matchRoute(request.route)?.route.owner;
  if (!owner || owner === 'shell') return null;
  const access = host.decideRouteAccess({ pathname: request.route, status: session.status, account, features, flags });
  if (access.kind !== 'allow') return null;
  return <ModalRemote key={owner} host={host} remote={owner} modal={request} />;
}
