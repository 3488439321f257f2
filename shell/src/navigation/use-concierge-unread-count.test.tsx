import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import * as TanStackQuery from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { LoadedQueriesProvider } from '../queries/host-queries';
import { Router, type Navigator } from '@member/router';
import { conciergeTicketsQueryKey, markTicketRead } from '@member/shared-contracts/messaging';
import { type SessionSnapshot } from '@member/shared-contracts/identity';
import { createStore } from 'zustand';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import { useCachedConciergeUnreadCount, useConciergeUnreadCount } from './use-concierge-unread-count';

const loadRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args) }));

const session: SessionSnapshot = { status: 'authenticated', accountId: '200001', clientId: 101, mfaEnabled: false, accountRefreshCounter: 0, claims: null };
jest.mock('../session/use-member-context', () => ({
  useMemberContext: () => ({ session, features: new Set(['CONCIERGE']) }),
}));

const ticket = (id: string, unread: boolean) => ({ id, status: 'open', agent: 'Ana', subject: 'Question', updated_at: '2026-01-02T10:00:00Z', has_unread_messages: unread });

function setup(answer: unknown) {
  const queryClient = new QueryClient();
  const get = jest.fn().mockResolvedValue(answer);
  const services = {
    http: { get },
    logger: { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() },
    sessionStore: createStore<SessionSnapshot>(() => session),
  } as unknown as ShellServices;
  const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ShellServicesProvider services={services}>
      <LoadedQueriesProvider queries={{ library: TanStackQuery, client: queryClient }}>
        <Router location="/home" navigator={navigator}>
          {children}
        </Router>
      </LoadedQueriesProvider>
    </ShellServicesProvider>
  );
  return { queryClient, get, services, wrapper };
}

describe('the CONCIERGE unread count', () => {
  it("reads GET /concierge-tickets itself: no remote's code is loaded for the indicator", async () => {
    const { get, wrapper } = setup({ items: [ticket('a', true), ticket('b', false), ticket('c', true)] });
    const { result } = renderHook(() => useConciergeUnreadCount(), { wrapper });
    await waitFor(() => expect(result.current).toBe(2));
    expect(get).toHaveBeenCalledWith('/concierge-tickets', expect.objectContaining({ query: { account_id: '200001' } }));
    expect(loadRemote).not.toHaveBeenCalled();
  });

  it('drops without a reload when the messages remote marks a thread read in the shared cache', async () => {
    const { queryClient, get, wrapper } = setup({ items: [ticket('a', true), ticket('c', true)] });
    const { result } = renderHook(() => ({ polled: useConciergeUnreadCount(), cached: useCachedConciergeUnreadCount() }), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ polled: 2, cached: 2 }));
    const calls = get.mock.calls.length;

    // What the messages remote's thread list does after the member opened thread `a`.
    act(() => queryClient.setQueryData(conciergeTicketsQueryKey('200001'), markTicketRead('a')));
    await waitFor(() => expect(result.current).toEqual({ polled: 1, cached: 1 }));
    expect(get.mock.calls.length).toBe(calls);
  });

  it('shows no count (and logs once) while the answer is malformed', async () => {
    const { services, wrapper } = setup({ nope: true });
    const { result } = renderHook(() => useConciergeUnreadCount(), { wrapper });
    await waitFor(() => expect(services.logger.warn).toHaveBeenCalledWith('unread threads poll failed', { error: 'Error' }));
    expect(result.current).toBeNull();
  });
});
