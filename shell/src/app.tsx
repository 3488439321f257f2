import { lazy, Suspense, useState } from 'react';
import { useStore } from 'zustand';
import type { ShellServices } from './platform/shell-services';
import { ShellProviders } from './platform/shell-providers';
import { AppLayout } from './layout/app-layout';
import { AppRoutes } from './routing/app-routes';
import { AppStateGate } from './pages/app-state-gate';
import { NavigateBridge } from './routing/navigate-bridge';
import { NativeEffects } from './native/native-route-effects';
import { IdleTimeout } from './idle/idle-timeout';
import { appOfferForThisVisit } from './native-app-offer/app-offer-store-url';
import { AppOfferSlot } from './native-app-offer/app-offer-slot';

/** Inside the native shell only: the push prompt and the update notice (a browser never loads them). */
const NativeNotices = lazy(() => import(/* webpackChunkName: "native-notices" */ './native/native-notices'));

export function App({ services }: { services: ShellServices }) {
  const [appOfferUrl] = useState(() => appOfferForThisVisit(services.config.services.nativeApp, services.native.isNative));
  const signedIn = useStore(services.sessionStore, (session) => session.status === 'authenticated');
  return (
    <ShellProviders services={services} loadQueries={signedIn}>
      <NavigateBridge />
      <NativeEffects />
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
    </ShellProviders>
  );
}
