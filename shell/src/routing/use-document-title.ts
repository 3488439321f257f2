import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@member/i18n';
import { routeTitleKey, type RouteTitleKey } from '@member/shared-contracts/routes';
import { useShellServices } from '../platform/shell-services';
import { useRouteDecision } from './use-route-decision';

/**
 * The page title (WCAG 2.4.2) of the location: the route table's title key (`routeTitleKey`), the 404 page
 * where RoutedArea shows it (no route, or the gate answers notFound), the error page on a failed account.
 */
function useRouteTitleKey(): RouteTitleKey {
  const route = useRouteDecision();
  if (route.kind === 'noRoute') return 'notFound';
  if (route.kind === 'accountError') return 'error';
  if (route.decision.kind === 'notFound') return 'notFound';
  return routeTitleKey(route.match.route, route.search);
}

/**
 * `document.title` = "<page> · Member", in the current language; follows route and language changes.
 * <page> is the screen's own title when it set one (`layout.setPageTitle`: a provider, a conversation, a
 * claim), else the route's. Nothing reads `document.title` for analytics: page views name the route pattern.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation('shell');
  const key = useRouteTitleKey();
  const { layoutStore } = useShellServices();
  const ownTitle = useStore(layoutStore.pageTitle, (state) => state.title);
  const page = ownTitle !== null && key !== 'notFound' && key !== 'error' ? ownTitle : t(`routing.titles.${key}`);
  const title = t('routing.titleFormat', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
