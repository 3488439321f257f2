import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from '@member/i18n';
import { Router } from '@member/router';
import type { RemoteMountProps } from '@member/shared-contracts/mount';
import { RemotePropsContext } from './remote-props-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { AriaProviders } from './aria-providers';

/**
 * The root of every remote: the host's query client, i18n instance and a controlled router driven by
 * the host's location and navigator (one browser history for the whole app).
 */
export function createRemoteRoot(App: ComponentType) {
  return function RemoteRoot(props: RemoteMountProps) {
    return (
      <RemotePropsContext.Provider value={props}>
        <QueryClientProvider client={props.queryClient}>
          <I18nextProvider i18n={props.i18n} defaultNS={props.remoteName}>
            <Router location={props.location} navigator={props.navigator}>
              <AriaProviders locale={props.locale}>
                <RemoteErrorBoundary mountProps={props}>
                  <App />
                </RemoteErrorBoundary>
              </AriaProviders>
            </Router>
          </I18nextProvider>
        </QueryClientProvider>
      </RemotePropsContext.Provider>
    );
  };
}
