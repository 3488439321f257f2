import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from '@member/i18n';
import { BrowserRouter } from '@member/router';
import { ShellServicesProvider, type ShellServices } from './platform/shell-services';
import { AppLayout } from './layout/app-layout';
import { AppRoutes } from './routing/app-routes';
import { UnexpectedErrorBoundary } from './pages/unexpected-error-boundary';
import { NavigateBridge } from './routing/navigate-bridge';
import { AriaProviders } from '@member/remote-runtime';

export function App({ services }: { services: ShellServices }) {
  return (
    <UnexpectedErrorBoundary i18n={services.i18n}>
      <ShellServicesProvider services={services}>
        <QueryClientProvider client={services.queryClient}>
          <I18nextProvider i18n={services.i18n}>
            <BrowserRouter>
              <NavigateBridge />
              <AriaProviders locale={services.i18n.language}>
                <AppLayout>
                  <AppRoutes />
                </AppLayout>
              </AriaProviders>
            </BrowserRouter>
          </I18nextProvider>
        </QueryClientProvider>
      </ShellServicesProvider>
    </UnexpectedErrorBoundary>
  );
}
