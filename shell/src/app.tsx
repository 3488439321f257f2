import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
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

/** Inside the native shell only: the push prompt and the update notice (a browser never loads them). */
const NativeNotices = lazy(() => import(/* webpackChunkName: "native-notices" */ './native/native-notices'));

export function App({ services }: { services: ShellServices }) {
  return (
    <UnexpectedErrorBoundary i18n={services.i18n}>
      <ShellServicesProvider services={services}>
        <QueryClientProvider client={services.queryClient}>
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
                {services.native.isNative && (
                  <Suspense fallback={null}>
                    <NativeNotices />
                  </Suspense>
                )}
              </AriaProviders>
            </BrowserRouter>
          </I18nextProvider>
        </QueryClientProvider>
      </ShellServicesProvider>
    </UnexpectedErrorBoundary>
  );
}
