import { useEffect } from 'react';
import { useTranslation } from '@member/i18n';
import { useLocation } from '@member/router';
import { decideRouteAccess, matchRoute, routeTitleKey, type RouteTitleKey } from '@member/shared-contracts';
import { useMemberContext } from '../session/use-member-context';

/**
 * The page title (WCAG 2.4.2) of the location: the route table's title key (`routeTitleKey`), the 404 page
 * where RoutedArea shows it (no route, or the gate answers notFound), the error page on a failed account.
 */
export function useRouteTitleKey(): RouteTitleKey {
  const { pathname, search } = useLocation();
  const { session, account, features, flags, accountError } = useMemberContext();
  const match = matchRoute(pathname);
  if (!match) return 'notFound';
  if (accountError) return 'error';
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
  if (decision.kind === 'notFound') return 'notFound';
  return routeTitleKey(match.route, search);
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
