import { Suspense, type ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from '@member/i18n';
import { Router } from '@member/router';
import type { QueryModalName, RemoteMountProps } from '@member/shared-contracts';
import { RemotePropsContext } from './remote-props-context';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { AriaProviders } from './aria-providers';

/**
 * The root of every remote: the host's query client, i18n instance and a controlled router driven by
 * the host's location and navigator (one browser history for the whole app). Mounted with a `modal`, it
 * renders that modal (from `defineRemote`'s `modals`) instead of the routes.
 */
export function createRemoteRoot(App: ComponentType, modals: Partial<Record<QueryModalName, ComponentType>> = {}) {
  return function RemoteRoot(props: RemoteMountProps) {
    // Mounted for a modal (mount prop `modal`): that modal instead of the routes, or nothing for one this
    // remote does not have (a shell and a remote of different releases).
    const Modal = props.modal ? modals[props.modal.name] : undefined;
    const content = props.modal ? Modal ? <Suspense fallback={null}><Modal /></Suspense> : null : <App />;
    return (
      <RemotePropsContext.Provider value={props}>
        <QueryClientProvider client={props.queryClient}>
          <I18nextProvider i18n={props.i18n} defaultNS={props.remoteName}>
            <Router location={props.location} navigator={props.navigator}>
              <AriaProviders locale={props.locale}>
                <RemoteErrorBoundary mountProps={props}>
                  {content}
                </RemoteErrorBoundary>
              </AriaProviders>
            </Router>
          </I18nextProvider>
        </QueryClientProvider>
      </RemotePropsContext.Provider>
    );
  };
}
