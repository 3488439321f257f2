import { act, render, screen } from '@testing-library/react';
import { useMemberContext } from '../session/use-member-context';
import { IDLE_GUARD_AFTER_MS, IdleTimeout } from './idle-timeout';

jest.mock('../session/use-member-context', () => ({ useMemberContext: jest.fn() }));
jest.mock('./idle-session-guard', () => ({ __esModule: true, default: () => <p>idle guard running</p> }));

const signedIn = { session: { status: 'authenticated' }, account: { accountId: '200001' }, client: { id: 1 }, features: new Set() };

describe('IdleTimeout (access §4): the idle guard loads once the page is idle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('not with the page being loaded, but once it has had its moment, for a signed-in member', async () => {
    jest.mocked(useMemberContext).mockReturnValue(signedIn as never);
    render(<IdleTimeout />);
    expect(screen.queryByText('idle guard running')).toBeNull();
    await act(async () => {
      jest.advanceTimersByTime(IDLE_GUARD_AFTER_MS);
    });
    expect(await screen.findByText('idle guard running')).toBeInTheDocument();
  });

  it('never for a visitor who is not signed in', async () => {
    jest.mocked(useMemberContext).mockReturnValue({ session: { status: 'unauthenticated' }, account: null, client: null, features: new Set() } as never);
    render(<IdleTimeout />);
    await act(async () => {
      jest.advanceTimersByTime(IDLE_GUARD_AFTER_MS * 2);
    });
    expect(screen.queryByText('idle guard running')).toBeNull();
  });
});
