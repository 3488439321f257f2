import { signOutOnRefusedToken } from './sign-out-on-refused-token';

function setup({ authenticated = true, signOut = jest.fn<Promise<void>, []>().mockResolvedValue(undefined) } = {}) {
  const openSignOutPage = jest.fn();
  let isAuthenticated = authenticated;
  const refused = signOutOnRefusedToken({ isAuthenticated: () => isAuthenticated, signOut, openSignOutPage });
  return { refused, signOut, openSignOutPage, signOutDone: () => (isAuthenticated = false) };
}

describe('signOutOnRefusedToken', () => {
  it('signs a signed-in member out once, however many calls of the page were refused together', async () => {
    const { refused, signOut, signOutDone } = setup();
    refused();
    refused();
    refused();
    await Promise.resolve();
    signOutDone();
    refused();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a visitor (nobody to sign out)', () => {
    const { refused, signOut } = setup({ authenticated: false });
    refused();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('opens the /sign-out page when signing out fails', async () => {
    const { refused, openSignOutPage } = setup({ signOut: jest.fn<Promise<void>, []>().mockRejectedValue(new Error('offline')) });
    refused();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(openSignOutPage).toHaveBeenCalledTimes(1);
  });
});
