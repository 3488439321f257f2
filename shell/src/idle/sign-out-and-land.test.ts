import { signOutAndLand, type SignOutAndLandDeps } from './sign-out-and-land';

function deps(overrides: Partial<SignOutAndLandDeps> = {}) {
  return {
    signOut: jest.fn().mockResolvedValue(undefined),
    refreshSession: jest.fn().mockResolvedValue(undefined),
    navigate: jest.fn(),
    reload: jest.fn(),
    ...overrides,
  } satisfies SignOutAndLandDeps;
}

describe('signOutAndLand', () => {
  it('signs out without the service redirect, then loads the landing page in full', async () => {
    const d = deps();
    await signOutAndLand(d, { landing: '/timeout', refresh: true, initiatedHere: true });
    expect(d.signOut).toHaveBeenCalledWith({ redirect: false });
    expect(d.reload).toHaveBeenCalledWith('/timeout');
    expect(d.navigate).not.toHaveBeenCalled();
  });

  it('navigates in the app without a page load when no refresh is due', async () => {
    const d = deps();
    await signOutAndLand(d, { landing: '/?state=signed-out', refresh: false, initiatedHere: true });
    expect(d.navigate).toHaveBeenCalledWith('/?state=signed-out', { replace: true });
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('hands a failed sign-out started here to the /sign-out page', async () => {
    const d = deps({ signOut: jest.fn().mockRejectedValue(new Error('network')) });
    await signOutAndLand(d, { landing: '/?state=signed-out', refresh: true, initiatedHere: true });
    expect(d.navigate).toHaveBeenCalledWith('/sign-out', { replace: true });
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('follows another tab: a failed local sign-out re-reads the session and still lands', async () => {
    const d = deps({ signOut: jest.fn().mockRejectedValue(new Error('no tokens')) });
    await signOutAndLand(d, { landing: '/?state=signed-out', refresh: true, initiatedHere: false });
    expect(d.refreshSession).toHaveBeenCalled();
    expect(d.reload).toHaveBeenCalledWith('/?state=signed-out');
  });
});
