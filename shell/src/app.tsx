import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import { I18nextProvider } from '@member/i18n';
import { BrowserRouter } from '@member/router';
import { ShellServicesProvider, type ShellServices } from './platform/shell-services';
import { AppLayout } from './layout/app-layout';
import { AppRoutes } from './routing/app-routes';
import { UnexpectedErrorBoundary } from './pages/unexpected-error-boundary';
import { AppStateGate } from './pages/app-state-gate';
import { NavigateBridge } from './routing/navigate-bridge';
import { NativeEffects } from './native/native-route-effects';
import { IdleTimeout } from './idle/idle-timeout';
import { AriaProviders } from '@member/remote-runtime';
import { appOfferForThisVisit } from './native-app-offer/app-offer-store-url';
import { AppOfferSlot } from './native-app-offer/app-offer-slot';
import { HostQueriesProvider } from './queries/host-queries';

/** Inside the native shell only: the push prompt and the update notice (a browser never loads them). */
const NativeNotices = lazy(() => import(/* webpackChunkName: "native-notices" */ './native/native-notices'));

export function App({ services }: { services: ShellServices }) {
  const [appOfferUrl] = useState(() => appOfferForThisVisit(services.config.services.nativeApp, services.native.isNative));
  const signedIn = useStore(services.sessionStore, (session) => session.status === 'authenticated');
  return (
    <UnexpectedErrorBoundary i18n={services.i18n}>
      <ShellServicesProvider services={services}>
        <HostQueriesProvider load={signedIn}>
          <I18nextProvider i18n={services.i18n}>
            <BrowserRouter>
              <NavigateBridge />
              <NativeEffects />
              <AriaProviders locale={services.i18n.language}>
                <AppLayout>
                  <AppStateGate>
                    <AppRoutes />
                  </AppStateGate>
                </AppLayout>
                <IdleTimeout />
                {/* A phone's browser with no choice stored only: the native-app interstitial. */}
                {appOfferUrl && <AppOfferSlot storeUrl={appOfferUrl} />}
                {services.native.isNative && (
                  <Suspense fallback={null}>
                    <NativeNotices native={services.native} />
                  </Suspense>
                )}
              </AriaProviders>
            </BrowserRouter>
          </I18nextProvider>
        </HostQueriesProvider>
      </ShellServicesProvider>
    </UnexpectedErrorBoundary>
  );
}
