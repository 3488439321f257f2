import { screen, waitFor } from '@testing-library/react';
import { ANALYTICS_ERROR_NAMES } from '@member/shared-contracts/analytics';
import { identityError, renderAuth, reportedText } from '../testing/render-auth';
import { resetSignInFlow } from '../common/sign-in-flow.store';
import { recoveryStore, resetRecovery } from '../common/recovery.store';

const EMAIL = 'maria@example.com';

beforeEach(() => {
  resetRecovery();
  resetSignInFlow();
});

async function requestCode(view: Awaited<ReturnType<typeof renderAuth>>) {
  await view.user.type(await screen.findByLabelText(/^Email/), EMAIL);
  await view.user.click(screen.getByRole('button', { name: 'Send code' }));
}

describe('/recover-password', () => {
  it('sends a code and opens /reset-password with the email kept in memory only', async () => {
    const view = await renderAuth('/recover-password');
    view.identity.resetPassword.mockResolvedValue({ codeDestination: 'm***@e***' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    await requestCode(view);

    expect(view.identity.resetPassword).toHaveBeenCalledWith({ username: EMAIL });
    await waitFor(() => expect(view.navigations).toEqual(['/reset-password']));
    expect(recoveryStore.getState().pendingEmail).toBe(EMAIL);
    view.rerenderAt('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a new password' })).toBeInTheDocument();
    expect(screen.getByText(/We sent a 6-digit verification code to m\*\*\*@e\*\*\*/)).toBeInTheDocument();
  });

  it('answers an unknown account like a sent code (no account enumeration)', async () => {
    const view = await renderAuth('/recover-password');
    view.identity.resetPassword.mockRejectedValue(identityError('UserNotFoundException', 'Username/client id combination not found.'));
    await requestCode(view);

    await waitFor(() => expect(view.navigations).toEqual(['/reset-password']));
    view.rerenderAt('/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a new password' })).toBeInTheDocument();
    expect(screen.getByText(`If there's an account for ${EMAIL}, we sent it a 6-digit verification code. Enter it below with your new password.`)).toBeInTheDocument();
    expect(view.analytics.trackError).not.toHaveBeenCalled();
  });

  it('shows the rate-limit copy, keeps the email and tracks the error name only', async () => {
    const view = await renderAuth('/recover-password');
    view.identity.resetPassword.mockRejectedValue(identityError('LimitExceededException', `Attempt limit exceeded for ${EMAIL}`));
    await requestCode(view);

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(EMAIL);
    expect(view.analytics.trackError).toHaveBeenCalledWith(ANALYTICS_ERROR_NAMES.resetPassword, 'LimitExceededException');
    expect(reportedText(view)).not.toContain(EMAIL);
  });

  it('checks the email before asking', async () => {
    const view = await renderAuth('/recover-password');
    await view.user.type(await screen.findByLabelText(/^Email/), 'nope');
    await view.user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(view.identity.resetPassword).not.toHaveBeenCalled();
  });

  it('goes back to sign-in', async () => {
    const view = await renderAuth('/recover-password');
    await view.user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(view.navigations).toEqual(['/?state=sign-in']));
  });
});
