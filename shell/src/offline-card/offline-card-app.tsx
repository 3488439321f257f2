import { I18nextProvider } from '@member/i18n';
import { BrowserRouter } from '@member/router';
import { AriaProviders } from '@member/remote-runtime';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import { HostQueriesProvider } from '../queries/host-queries';
import { UnexpectedErrorBoundary } from '../pages/unexpected-error-boundary';
import { AppLayout } from '../layout/app-layout';
import { OfflineCardRoute } from './offline-card-route';

/**
 * The offline card's document: the app's frame (header, navigation) around the member's ID cards, with
 * the same services and mount props a remote gets in the app. No route gate, state pages or idle
 * guard: every other address is the app's own document (offline-card-route.tsx).
 */
export function OfflineCardApp({ services, cardsKept }: { services: ShellServices; cardsKept: boolean }) {
  return (
    <UnexpectedErrorBoundary i18n={services.i18n}>
      <ShellServicesProvider services={services}>
        <HostQueriesProvider load={cardsKept}>
          <I18nextProvider i18n={services.i18n}>
            <BrowserRouter>
              <AriaProviders locale={services.i18n.language}>
                <AppLayout>
                  <OfflineCardRoute cardsKept={cardsKept} />
                </AppLayout>
              </AriaProviders>
            </BrowserRouter>
          </I18nextProvider>
        </HostQueriesProvider>
      </ShellServicesProvider>
    </UnexpectedErrorBoundary>
  );
}
