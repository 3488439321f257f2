import { act, render, waitFor } from '@testing-library/react';
import * as TanStackQuery from '@tanstack/react-query';
import { QueryClient } from '@tanstack/react-query';
import { LoadedQueriesProvider } from '../queries/host-queries';
import { Router, type Navigator } from '@member/router';
import { conciergeTicketsQueryKey } from '@member/shared-contracts/messaging';
import { type SessionSnapshot } from '@member/shared-contracts/identity';
import { createStore } from 'zustand';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import { NativeEffects } from './native-route-effects';
import { createWebNativePort } from './web-native-port';

it('sets the app badge to the concierge unread count the navigation polls, without polling itself', async () => {
  const queryClient = new QueryClient();
  const sessionStore = createStore<SessionSnapshot>(() => ({ status: 'authenticated', accountId: '200001', clientId: 101, mfaEnabled: false, accountRefreshCounter: 0, claims: null }));
  const native = { ...createWebNativePort(), isNative: true, setBadgeCount: jest.fn() };
  const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };
  render(
    <ShellServicesProvider services={{ native, sessionStore } as unknown as ShellServices}>
      <LoadedQueriesProvider queries={{ library: TanStackQuery, client: queryClient }}>
        <Router location="/home" navigator={navigator}>
          <NativeEffects />
        </Router>
      </LoadedQueriesProvider>
    </ShellServicesProvider>,
  );
  expect(native.setBadgeCount).not.toHaveBeenCalled();
  const ticket = (id: string) => ({ id, status: 'open', agent: null, subject: 'Question', updated_at: '2026-01-02T10:00:00Z', has_unread_messages: true });
  act(() => queryClient.setQueryData(conciergeTicketsQueryKey('200001'), { items: ['a', 'b', 'c', 'd'].map(ticket) }));
  await waitFor(() => expect(native.setBadgeCount).toHaveBeenCalledWith(4));
});
