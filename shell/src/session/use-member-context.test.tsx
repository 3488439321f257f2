import type { ReactNode } from 'react';
import * as TanStackQuery from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { LoadedQueriesProvider } from '../queries/host-queries';
import { act, renderHook, waitFor } from '@testing-library/react';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import { createSessionStore, initialSession } from './session-store';
import { useMemberContext } from './use-member-context';

function setup() {
  const sessionStore = createSessionStore();
  const flags = {
    evaluate: jest.fn(),
    evaluateVisitor: jest.fn(async () => ({ ...FLAG_DEFAULTS, showGoogleSsoSignInV2: true })),
  };
  const services = { sessionStore, flags, session: {}, http: {}, logger: {} } as unknown as ShellServices;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <LoadedQueriesProvider queries={{ library: TanStackQuery, client: queryClient }}>
      <ShellServicesProvider services={services}>{children}</ShellServicesProvider>
    </LoadedQueriesProvider>
  );
  return { sessionStore, flags, ...renderHook(() => useMemberContext(), { wrapper }) };
}

describe('useMemberContext flags before sign-in', () => {
  it('reads the visitor flags once the session is known to be signed out, without waiting for them', async () => {
    const { result, sessionStore, flags } = setup();
    expect(flags.evaluateVisitor).not.toHaveBeenCalled();
    expect(result.current.flags).toEqual(FLAG_DEFAULTS);

    act(() => sessionStore.setState({ ...initialSession, status: 'unauthenticated' }));
    expect(result.current.pageLoading).toBe(false);
    await waitFor(() => expect(result.current.flags.showGoogleSsoSignInV2).toBe(true));
    expect(flags.evaluateVisitor).toHaveBeenCalledTimes(1);
    expect(flags.evaluate).not.toHaveBeenCalled();
  });
});
