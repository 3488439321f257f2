import { screen, waitFor } from '@testing-library/react';
import { ANALYTICS_ERROR_NAMES } from '@member/shared-contracts/analytics';
import { identityError, renderAuth, reportedText } from '../testing/render-auth';
import { resetSignInFlow, signInFlowStore } from '../common/sign-in-flow.store';
import { recoveryStore, rememberPendingEmail, resetRecovery } from '../common/recovery.store';

const EMAIL = 'maria@example.com';
const NEW_PASSWORD = 'Brand-New-Pass-2026';

beforeEach(() => {
  resetRecovery();
  resetSignInFlow();
});

async function fillAndSubmit(view: Awaited<ReturnType<typeof renderAuth>>, code = '123456') {
  await view.user.type(await screen.findByLabelText(/^Verification code/), code);
  await view.user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
  await view.user.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
  await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('/reset-password', () => {
  it('resets the password and goes back to sign-in, which says so once and has the email', async () => {
    rememberPendingEmail(EMAIL, null);
    const view = await renderAuth('/reset-password');
    view.identity.confirmResetPassword.mockResolvedValue();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
    await fillAndSubmit(view);

    expect(view.identity.confirmResetPassword).toHaveBeenCalledWith({ username: EMAIL, confirmationCode: '123456', newPassword: NEW_PASSWORD });
    await waitFor(() => expect(view.navigations).toEqual(['/?state=sign-in']));
    expect(recoveryStore.getState().pendingEmail).toBe('');
    expect(signInFlowStore.getState().email).toBe(EMAIL);

    view.rerenderAt('/?state=sign-in');
    expect(await screen.findByRole('status')).toHaveTextContent('Your password was reset');
    expect(screen.getByLabelText(/^Email/)).toHaveValue(EMAIL);
    expect(recoveryStore.getState().passwordResetDone).toBe(false);
  });

  it('asks for the email when opened without a pending reset', async () => {
    const view = await renderAuth('/reset-password');
    view.identity.confirmResetPassword.mockResolvedValue();
    expect(await screen.findByText('Enter your email, the 6-digit verification code we sent you and your new password.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Need a code? Request one' })).toHaveAttribute('href', '/recover-password');
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(view.identity.confirmResetPassword).not.toHaveBeenCalled();

    await view.user.type(screen.getByLabelText(/^Email/), EMAIL);
    await fillAndSubmit(view);
    expect(view.identity.confirmResetPassword).toHaveBeenCalledWith({ username: EMAIL, confirmationCode: '123456', newPassword: NEW_PASSWORD });
  });

  it.each([
    ['CodeMismatchException', "That code isn't right. Check it and try again, or send a new code."],
    ['ExpiredCodeException', 'That code has expired. Send a new code and try again.'],
    ['LimitExceededException', 'This code can no longer be used because it was entered wrong too many times. Send a new code and use that one.'],
  ])('%s: a message on the code field, everything typed kept, tracked by name', async (name, copy) => {
    rememberPendingEmail(EMAIL, null);
    const view = await renderAuth('/reset-password');
    view.identity.confirmResetPassword.mockRejectedValue(identityError(name, `Invalid code provided for ${EMAIL}`));
    await fillAndSubmit(view, '654321');

    expect(await screen.findByText(copy)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('654321');
    expect(screen.getByLabelText(/^New password/)).toHaveValue(NEW_PASSWORD);
    expect(view.navigations).toEqual([]);
    expect(view.analytics.trackError).toHaveBeenCalledWith(ANALYTICS_ERROR_NAMES.resetPassword, name);
    expect(reportedText(view)).not.toContain(EMAIL);
  });

  it('TooManyRequestsException: the rate-limit banner', async () => {
    rememberPendingEmail(EMAIL, null);
    const view = await renderAuth('/reset-password');
    view.identity.confirmResetPassword.mockRejectedValue(identityError('TooManyRequestsException', 'Too many requests'));
    await fillAndSubmit(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('123456');
  });

  it('sends a new code', async () => {
    rememberPendingEmail(EMAIL, null);
    const view = await renderAuth('/reset-password');
    view.identity.resetPassword.mockResolvedValue({});
    await view.user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(view.identity.resetPassword).toHaveBeenCalledWith({ username: EMAIL });
    expect(await screen.findByText('We sent you a new code.')).toBeInTheDocument();
  });

  it('checks the new password and its confirmation with the shared rules', async () => {
    rememberPendingEmail(EMAIL, null);
    const view = await renderAuth('/reset-password');
    await view.user.type(await screen.findByLabelText(/^Verification code/), '123');
    await view.user.type(screen.getByLabelText(/^New password/), 'short');
    await view.user.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await view.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The verification code has 6 digits.')).toBeInTheDocument();
    expect(screen.getByText('The password is too short. Use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText("The passwords don't match.")).toBeInTheDocument();
    expect(view.identity.confirmResetPassword).not.toHaveBeenCalled();
  });
});
