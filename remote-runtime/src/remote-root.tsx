import type { ComponentType } from 'react';
import { I18nextProvider } from '@member/i18n';
import { Router } from '@member/router';
import type { RemoteMountProps } from '@member/shared-contracts/mount';
import { RemotePropsContext } from './remote-props-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { AriaProviders } from './aria-providers';

/**
 * The root of every remote: the host's i18n instance and a controlled router driven by the host's
 * location and navigator (one browser history for the whole app). The host's query client is not here:
 * a remote's screens that query are under `withHostQueries`.
 */
export function createRemoteRoot(App: ComponentType) {
  return function RemoteRoot(props: RemoteMountProps) {
    return (
      <RemotePropsContext.Provider value={props}>
        <I18nextProvider i18n={props.i18n} defaultNS={props.remoteName}>
          <Router location={props.location} navigator={props.navigator}>
            <AriaProviders locale={props.locale}>
              <RemoteErrorBoundary mountProps={props}>
                <App />
              </RemoteErrorBoundary>
            </AriaProviders>
          </Router>
        </I18nextProvider>
      </RemotePropsContext.Provider>
    );
  };
}
