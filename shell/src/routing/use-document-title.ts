import { useEffect } from 'react';
import { useTranslation } from '@member/i18n';
import { routeTitleKey, type RouteTitleKey } from '@member/shared-contracts/routes';
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

/** `document.title` = "<page> · Member", in the current language; follows route and language changes. */
export function useDocumentTitle(): void {
  const { t } = useTranslation('shell');
  const key = useRouteTitleKey();
  const title = t('routing.titleFormat', { page: t(`routing.titles.${key}`) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
