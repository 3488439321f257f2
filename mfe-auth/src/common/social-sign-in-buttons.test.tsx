import { screen } from '@testing-library/react';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { type HttpClient } from '@member/shared-contracts/http';
import { type PendingFederatedSignIn } from '@member/shared-contracts/mount';
import { renderAuth } from '../testing/render-auth';

const flags = (values: Partial<typeof FLAG_DEFAULTS>) => ({ flags: { ...FLAG_DEFAULTS, ...values } });

describe('social sign-in buttons (access §2.2)', () => {
  it('shows none while the flags are off', async () => {
    await renderAuth();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('names the one provider in the divider, and starts its sign-on', async () => {
    const { identity, user } = await renderAuth(undefined, () => flags({ showGoogleSsoSignInV2: true }));
    expect(await screen.findByText('Or continue with Google')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(identity.signInWithProvider).toHaveBeenCalledWith({ provider: 'Google', redirectPath: null });
    expect(screen.queryByRole('button', { name: 'Continue with Apple' })).not.toBeInTheDocument();
  });

  it("hands over the sign-in state's redirectPath, the page kept in `redirect`, so the return leads there", async () => {
    const { identity, user } = await renderAuth('/?state=sign-in&redirect=%2Fclaims%3Ftab%3Dopen', () => flags({ showGoogleSsoSignInV2: true }));
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(identity.signInWithProvider).toHaveBeenCalledWith({ provider: 'Google', redirectPath: '/claims?tab=open' });
  });

  it('uses the general divider for several providers', async () => {
    await renderAuth(undefined, () => flags({ showGoogleSsoSignInV2: true, showAppleSsoSignInV2: true }));
    expect(await screen.findByText('Or continue with')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
  });

  it('shows the sign-up flags on the sign-up screen', async () => {
    await renderAuth('/?state=sign-up', () => flags({ showAppleSsoSignUpV2: true, showGoogleSsoSignInV2: true }));
    expect(await screen.findByRole('button', { name: 'Continue with Apple' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('locks the pending single sign-on email, hides recover-email and the buttons', async () => {
    const pending: PendingFederatedSignIn = { email: 'kevin@example.com', idToken: 't', idpIdentifier: 'Google', userId: '2' };
    await renderAuth(undefined, (fakes) => {
      fakes.identity.pendingFederatedSignIn.mockReturnValue(pending);
      return flags({ showGoogleSsoSignInV2: true });
    });
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('kevin@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(screen.queryByRole('link', { name: 'Forgot your email?' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    // A new single sign-on member has no account yet: sign-up stays reachable.
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/?state=sign-up');
  });

  it('links the pending identity after the password sign-in, then refreshes the session', async () => {
    const pending: PendingFederatedSignIn = { email: 'kevin@example.com', idToken: 't', idpIdentifier: 'Google', userId: '2' };
    const post = jest.fn().mockResolvedValue(undefined);
    const { identity, session, user } = await renderAuth(undefined, (fakes) => {
      fakes.identity.pendingFederatedSignIn.mockReturnValue(pending);
      fakes.identity.signedInAccountId.mockResolvedValue('200006');
      fakes.identity.signIn.mockResolvedValue({ isSignedIn: true, step: 'DONE' });
      return { http: { get: jest.fn(), post, put: jest.fn(), patch: jest.fn(), delete: jest.fn() } as unknown as HttpClient };
    });
    await user.type(await screen.findByLabelText('Password'), 'Member-Sandbox-2026!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Sign in' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(identity.signIn).toHaveBeenCalledWith({ username: 'kevin@example.com', password: 'Member-Sandbox-2026!' });
    expect(post).toHaveBeenCalledWith('/account/200006/identities', { body: { idToken: 't', idpIdentifier: 'Google', userId: '2' } });
    expect(identity.clearPendingFederatedSignIn).toHaveBeenCalled();
    expect(session.refreshSession).toHaveBeenCalled();
  });
});
