import type { ReactNode } from 'react';
import { I18nextProvider } from '@member/i18n';
import { BrowserRouter } from '@member/router';
import { AriaProviders } from '@member/remote-runtime';
import { ShellServicesProvider, type ShellServices } from './shell-services';
import { HostQueriesProvider } from '../queries/host-queries';
import { UnexpectedErrorBoundary } from '../pages/unexpected-error-boundary';

/**
 * What every document of the shell renders under (the app's, the offline card's): the last-resort error
 * page, the host's services, the query library once `loadQueries` asks for it, the strings, the one
 * browser history and react-aria's locale and router.
 */
export function ShellProviders({ services, loadQueries, children }: { services: ShellServices; loadQueries: boolean; children: ReactNode }) {
  return (
    <UnexpectedErrorBoundary i18n={services.i18n}>
      <ShellServicesProvider services={services}>
        <HostQueriesProvider load={loadQueries}>
          <I18nextProvider i18n={services.i18n}>
            <BrowserRouter>
              <AriaProviders locale={services.i18n.language}>{children}</AriaProviders>
            </BrowserRouter>
          </I18nextProvider>
        </HostQueriesProvider>
      </ShellServicesProvider>
    </UnexpectedErrorBoundary>
  );
}
