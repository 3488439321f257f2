import { BroadcastChannel as NodeBroadcastChannel, MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { act, screen } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { makeAccount } from '@member/shared-contracts/testing';
import type { AccountFeature } from '@member/shared-contracts/account';
import type { Client } from '@member/shared-contracts/account';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import IdleSessionGuard from './idle-session-guard';
import { signOutAndLand } from './sign-out-and-land';
import { renderIdle } from '../testing/render-idle';

// jsdom has no cross-context messaging; react-idle-timer's cross-tab channel gets Node's.
Object.assign(globalThis, { MessageChannel: NodeMessageChannel, BroadcastChannel: NodeBroadcastChannel });

jest.mock('./sign-out-and-land', () => ({ signOutAndLand: jest.fn().mockResolvedValue(undefined) }));

const client: Client = { id: 101, name: 'Acme', isDemo: false, userSessionLengthMinutes: 2 };

function renderGuard(account = makeAccount({ productFeatures: ['HRA', 'SEARCH'] }), features = new Set<AccountFeature>(['HRA', 'SEARCH', 'ACCOUNT_MANAGEMENT'])) {
  const services = {
    session: { signOut: jest.fn().mockResolvedValue(undefined), refreshSession: jest.fn().mockResolvedValue(undefined) },
    config: { services: { identity: { userPoolClientId: 'client-1' } } },
  } as unknown as ShellServices;
  return renderIdle(
    <ShellServicesProvider services={services}>
      <IdleSessionGuard account={account} client={client} features={features} />
    </ShellServicesProvider>,
  );
}

const advance = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

describe('IdleSessionGuard (react-idle-timer under fake timers)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    createMocks(); // react-idle-timer picks up the (fake) global timers
    jest.mocked(signOutAndLand).mockClear();
    // The member's stored user, as the identity library keeps it (its absence means signed out elsewhere).
    window.localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'user-1');
  });
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });

  it('opens the prompt 60 s before the client session length runs out, with the countdown', async () => {
    await renderGuard();
    await advance(59_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1_500);
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    await advance(15_000);
    expect(screen.getByRole('timer')).toHaveTextContent(/^00:4[45]$/);
  });

  it('"Stay signed in" closes the prompt and restarts the full session length', async () => {
    await renderGuard();
    await advance(61_000);
    await act(async () => screen.getByRole('button', { name: 'Stay signed in' }).click());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(59_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(signOutAndLand).not.toHaveBeenCalled();
  });

  it('signs out at timeout: /?state=signed-out with a refresh for a member with a password', async () => {
    await renderGuard();
    await advance(121_000);
    expect(signOutAndLand).toHaveBeenCalledWith(expect.anything(), { landing: '/?state=signed-out', refresh: true, initiatedHere: true });
  });

  it('lands a base account on /timeout; no refresh for search-only without account management', async () => {
    await renderGuard(makeAccount({ productFeatures: ['SEARCH'], hasUserSetPassword: false, allowAccountManagement: false }), new Set(['SEARCH']));
    await advance(121_000);
    expect(signOutAndLand).toHaveBeenCalledWith(expect.anything(), { landing: '/timeout', refresh: false, initiatedHere: true });
  });

  it('"Sign out" signs out at once, to /?state=signed-out', async () => {
    await renderGuard(makeAccount({ hasUserSetPassword: false }));
    await advance(61_000);
    await act(async () => screen.getByRole('button', { name: 'Sign out' }).click());
    expect(signOutAndLand).toHaveBeenCalledTimes(1);
    expect(signOutAndLand).toHaveBeenCalledWith(expect.anything(), { landing: '/?state=signed-out', refresh: true, initiatedHere: true });
  });
});
