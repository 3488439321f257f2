import { useEffect } from 'react';
import { Route, Routes, useLocation } from '@member/router';
import { useShellServices } from '../platform/shell-services';
import { RoutedArea } from './routed-area';
import { ApplicationStringsGate } from '../content/application-strings-gate';
import { useAnalyticsIdentity } from '../analytics/use-analytics-identity';
import { usePageViews } from '../analytics/use-page-views';
import { useMemberLocale } from '../i18n/use-member-locale';
import { useDocumentTitle } from './use-document-title';
import { useRouteFocus } from './use-route-focus';

/** Layout state that belongs to one screen is reset when the route changes (access §2.9). */
function useLayoutResetOnRouteChange() {
  const { pathname } = useLocation();
  const { layoutStore } = useShellServices();
  useEffect(() => layoutStore.resetForRouteChange(), [pathname, layoutStore]);
}

/** One route: the table in shared-contracts decides everything (RoutedArea). */
export function AppRoutes() {
  useLayoutResetOnRouteChange();
  useAnalyticsIdentity();
  usePageViews();
  useMemberLocale();
  useDocumentTitle();
  useRouteFocus();
  return (
    <Routes>
      <Route
        path="*"
        element={
          <ApplicationStringsGate>
            <RoutedArea />
          </ApplicationStringsGate>
        }
      />
    </Routes>
  );
}
