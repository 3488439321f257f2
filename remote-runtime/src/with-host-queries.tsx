import type { ComponentType } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useRemoteProps } from './remote-props-context';

/**
 * Puts `App` under the host's one QueryClient. The remote root does not: a signed-out visitor's page
 * loads no query library (mount contract 1.6.0, `queryClient` null there), so a remote whose screens
 * query wraps its App (or, for screens a visitor sees too, only the screens that query) in this. Nothing
 * renders before the host has a client, which it has whenever a member is signed in.
 */
export function withHostQueries(App: ComponentType): ComponentType {
  function WithHostQueries() {
    const { queryClient } = useRemoteProps();
    if (!queryClient) return null;
    return (
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    );
  }
  return WithHostQueries;
}
