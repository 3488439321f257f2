import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@member/ui';
import { decideRouteAccess, matchRoute } from '@member/shared-contracts';
import { RemoteArea } from '../federation/remote-area';
import { useMemberContext } from '../session/use-member-context';
import { NotFoundScreen as NotFoundPage } from '@member/remote-runtime';
import { ErrorPage } from '../pages/error-page';

/**
 * Every path of the route table in shared-contracts: the gate decides (unauthenticated → `/` keeping
 * path and query; created → /verification; inactive → /home or messages; missing features or flags →
 * 404), then the owning remote renders. Unknown paths are 404.
 */
export function RoutedArea() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const { session, account, features, flags, pageLoading, accountError } = useMemberContext();

  const match = matchRoute(pathname);
  if (!match) return <NotFoundPage />;
  if (match.route.access.kind === 'private') {
    if (accountError) return <ErrorPage />;
    if (pageLoading) return <LoadingState label={t('loading')} />;
  }

  const decision = decideRouteAccess({ pathname, search, status: session.status, account, features, flags });
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'notFound') return <NotFoundPage />;
  if (match.route.remote === 'shell') return <NotFoundPage />;
  return <RemoteArea key={match.route.remote} remote={match.route.remote} />;
}
