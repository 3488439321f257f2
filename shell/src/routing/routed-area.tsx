import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from '@member/router';
import { useTranslation } from '@member/i18n';
import { LoadingState } from '@member/ui';
import { NotFoundScreen } from '@member/remote-runtime';
import { RemoteArea } from '../federation/remote-area';
import { useMemberContext } from '../session/use-member-context';
import { ErrorPage } from '../pages/error-page';
import { SignOutPage } from '../session/sign-out-page';
import { LazyInfoRoute } from '../content/info-pages/lazy-info-route';
import { useMfaPreferencePending } from '../session/mfa-preference';
import { useRouteDecision } from './use-route-decision';

// Landings a member reaches once in a while load on demand.
const SsoReturnPage = lazy(() => import(/* webpackChunkName: "session-pages" */ '../session/sso-return-page').then((m) => ({ default: m.SsoReturnPage })));
const TimeoutPage = lazy(() => import(/* webpackChunkName: "session-pages" */ '../session/timeout-page').then((m) => ({ default: m.TimeoutPage })));

/**
 * Every path of the route table in shared-contracts goes through its gate (access §2.1, §2.8, §6):
 * redirects keep the query, unauthenticated visitors go to `/` with the requested path kept, created
 * accounts to /verification, inactive ones to /home or messages, missing features or flags → 404.
 * Then the route's owner renders: a remote in its own area, or the shell.
 */
export function RoutedArea() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const { session } = useMemberContext();
  const mfaPending = useMfaPreferencePending(pathname, session);

  const routeDecision = useRouteDecision();
  if (routeDecision.kind === 'noRoute') return <NotFoundScreen />;
  if (routeDecision.kind === 'accountError') return <ErrorPage />;

  const { match, decision } = routeDecision;
  switch (decision.kind) {
    case 'pending':
      return <LoadingState label={t('loading')} />;
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'notFound':
      return <NotFoundScreen />;
  }

  const { route } = match;
  if (mfaPending) return <LoadingState label={t('loading')} />;
  if (route.owner !== 'shell') return <RemoteArea key={route.owner} remote={route.owner} />;
  if (route.visibility === 'public' && route.kind === 'sign-out') return <SignOutPage />;
  const loading = <LoadingState label={t('loading')} />;
  if (route.visibility === 'public' && route.kind === 'sso') return <Suspense fallback={loading}><SsoReturnPage /></Suspense>;
  if (route.visibility === 'public' && route.kind === 'timeout') return <Suspense fallback={loading}><TimeoutPage /></Suspense>;
  if (route.visibility === 'public' && route.kind === 'info') return <LazyInfoRoute />;
  // Shell-owned redirect kinds never get here: decideRouteAccess already answered with a redirect.
  return <NotFoundScreen />;
}
