import { useEffect, useMemo, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { useLocation, useNavigate } from '@member/router';
import { readQueryErrorState } from '@member/shared-contracts/modals';
import { ErrorReportingProvider } from '@member/remote-runtime';
import { useOnlineStatus } from '../connectivity/use-online-status';
import { useShellServices } from '../platform/shell-services';
import { useMemberContext } from '../session/use-member-context';
import { AppUpdatePage } from './app-update-page';
import { ChunkLoadErrorBoundary } from './chunk-load-error-boundary';
import { CountryRestrictionPage } from './country-restriction-page';
import { ErrorPage } from './error-page';
import { NoInternetPage } from './no-internet-page';

/**
 * The app-wide state pages, around the routed content (access §2.7, §2.9; features §9):
 * offline → the no-internet page (gone when the browser is back online; a page that starts offline at
 * /id-card with the member's kept cards is the offline card's document instead, offline-card/); `showAppUpdatePage` → the
 * app-update page; the global error flag → the generic error or the country-restriction page (the flag
 * resets on route change). The routed content stays mounted underneath, hidden, so nothing the member
 * was doing is lost and the route-change reset keeps running. A shell chunk that fails to load shows the
 * error page. Error pages below report themselves through the host's ports.
 *
 * `?error=` (access §2.1 "error state") names one of those error pages: it turns the global error flag on
 * with that kind, and leaves the address, so the error page's refresh reloads the page without it
 * (decision 036). The flag then lives and resets like any other (on route change).
 */
export function AppStateGate({ children }: { children: ReactNode }) {
  const { http, analytics, logger, layoutStore } = useShellServices();
  const online = useOnlineStatus();
  const globalError = useStore(layoutStore, (layout) => (layout.globalError ? layout.globalErrorKind : null));
  const { flags } = useMemberContext();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const ports = useMemo(() => ({ http, analytics, logger }), [http, analytics, logger]);

  // After the routes' own reset (a child's effect runs first), so a new path's `?error=` is not undone by it.
  useEffect(() => {
    const named = readQueryErrorState(search);
    if (!named) return;
    layoutStore.controls.setGlobalError(true, named.state);
    navigate({ pathname, search: named.rest, hash }, { replace: true });
  }, [search, pathname, hash, layoutStore, navigate]);

  let statePage: ReactNode = null;
  if (!online) statePage = <NoInternetPage />;
  else if (flags.showAppUpdatePage) statePage = <AppUpdatePage />;
  else if (globalError === 'countryRestriction') statePage = <CountryRestrictionPage />;
  else if (globalError) statePage = <ErrorPage />;

  return (
    <ErrorReportingProvider ports={ports}>
      {statePage}
      <div hidden={statePage !== null}>
        <ChunkLoadErrorBoundary
          resetKey={pathname}
          onChunkLoadError={(error) => logger.error('chunk failed to load', { error: error.message })}
        >
          {children}
        </ChunkLoadErrorBoundary>
      </div>
    </ErrorReportingProvider>
  );
}
