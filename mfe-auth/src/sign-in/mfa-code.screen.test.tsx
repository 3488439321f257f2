import { screen, waitFor } from '@testing-library/react';
import { REMEMBERED_EMAIL_KEY } from './remembered-email';
import { resetSignInFlow, signInFlowStore } from '../common/sign-in-flow.store';
import { SIGNED_IN, SMS_CODE, identityError, renderAuth, reportedText } from '../testing/render-auth';

const EMAIL = 'mfa@example.com';
const PASSWORD = 'Secret-Passw0rd';
const CODE = '123456';

beforeEach(() => {
  resetSignInFlow();
  window.localStorage.clear();
});

const codeField = () => screen.getByRole('textbox', { name: /verification code/i });
const verifyButton = () => screen.getByRole('button', { name: 'Verify' });

/** Signs in with a member whose account has SMS MFA on: the code step opens. */
async function openMfaStep(options: { remember?: boolean } = {}) {
  const view = await renderAuth('/?state=sign-in&redirect=%2Fclaims');
  view.identity.signIn.mockResolvedValue(SMS_CODE);
  await view.user.type(screen.getByRole('textbox', { name: /email/i }), EMAIL);
  await view.user.type(screen.getByLabelText(/^password/i), PASSWORD);
  if (options.remember) await view.user.click(screen.getByRole('checkbox', { name: 'Remember my email' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: 'Enter your verification code' });
  return view;
}

async function submitCode(user: Awaited<ReturnType<typeof renderAuth>>['user'], code = CODE) {
  await user.clear(codeField());
  await user.type(codeField(), code);
  await user.click(verifyButton());
}

describe('MFA code step', () => {
  it('opens when the sign-in asks for an SMS code: focused heading, destination, one-time-code input', async () => {
    const view = await openMfaStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toHaveFocus();
    expect(screen.getByText('We sent a 6-digit code by text message to +*******0107.')).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(view.session.refreshSession).not.toHaveBeenCalled();
    expect(view.navigations).toEqual([]);
  });

  it('says the code went to the phone on the account when no destination is given', async () => {
    const view = await renderAuth();
    view.identity.signIn.mockResolvedValue({ isSignedIn: false, step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE' });
    await view.user.type(screen.getByRole('textbox', { name: /email/i }), EMAIL);
    await view.user.type(screen.getByLabelText(/^password/i), PASSWORD);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('We sent a 6-digit code by text message to the phone number on your account.'),
    ).toBeInTheDocument();
  });

  it('checks the code has 6 characters before sending it', async () => {
    const view = await openMfaStep();
    await submitCode(view.user, '12345');
    expect(await screen.findByText('The verification code has 6 digits.')).toBeInTheDocument();
    expect(view.identity.confirmSignIn).not.toHaveBeenCalled();
  });

  it('signs in with a valid code: refreshes the session, remembers the email, drops the password', async () => {
    const view = await openMfaStep({ remember: true });
    view.identity.confirmSignIn.mockResolvedValue(SIGNED_IN);
    await submitCode(view.user);
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalledTimes(1));
    expect(view.identity.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: CODE });
    expect(window.localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe(EMAIL);
    expect(signInFlowStore.getState().mfaPassword).toBeNull();
    expect(view.navigations).toEqual([]);
    const reported = reportedText(view);
    expect(reported).not.toContain(EMAIL);
    expect(reported).not.toContain(PASSWORD);
    expect(reported).not.toContain(CODE);
  });

  it.each(['CodeMismatchException', 'codemismatchexception'])('%s keeps the form with the invalid-code message', async (name) => {
    const view = await openMfaStep();
    view.identity.confirmSignIn.mockRejectedValue(identityError(name, 'Invalid code or auth state for the user.'));
    await submitCode(view.user, '000000');
    expect(
      await screen.findByText('That verification code is not valid. Check it and try again, or ask for a new code.'),
    ).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveValue('000000');
    expect(codeField()).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeInTheDocument();
    expect(view.session.refreshSession).not.toHaveBeenCalled();
  });

  it('accepts a corrected code after an invalid one', async () => {
    const view = await openMfaStep();
    view.identity.confirmSignIn
      .mockRejectedValueOnce(identityError('CodeMismatchException', 'Invalid code or auth state for the user.'))
      .mockResolvedValueOnce(SIGNED_IN);
    await submitCode(view.user, '000000');
    await screen.findByText(/not valid/);
    await submitCode(view.user);
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalledTimes(1));
  });

  it.each(['NotAuthorizedException', 'NOTAUTHORIZEDEXCEPTION'])(
    '%s (e.g. the session expired) returns to sign-in with the generic banner and the email kept',
    async (name) => {
      const view = await openMfaStep();
      view.identity.confirmSignIn.mockRejectedValue(identityError(name, 'Invalid session for the user, session is expired.'));
      await submitCode(view.user);

      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      const banner = screen.getByRole('alert');
      expect(banner).toHaveTextContent('Something went wrong');
      expect(banner).toHaveTextContent("We couldn't complete your request. Please try again.");
      expect(banner.parentElement).toHaveFocus();
      expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue(EMAIL);
      expect(screen.getByLabelText(/^password/i)).toHaveValue('');
      expect(signInFlowStore.getState().mfaPassword).toBeNull();
    },
  );

  it.each(['LimitExceededException', 'TooManyFailedAttemptsException'])('%s: the code is spent, a new one is needed; the code stays typed', async (name) => {
    const view = await openMfaStep();
    view.identity.confirmSignIn.mockRejectedValue(identityError(name, 'Attempt limit exceeded, please try after some time.'));
    await submitCode(view.user, '000000');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('This code can no longer be used because it was entered wrong too many times. Send a new code and use that one.');
    expect(banner.parentElement).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /verification code/i })).toHaveValue('000000');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it("shows the server's message for any other failure and stays on the step", async () => {
    const view = await openMfaStep();
    view.identity.confirmSignIn.mockRejectedValue(identityError('InternalErrorException', 'An internal error occurred.'));
    await submitCode(view.user);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Something went wrong');
    expect(banner).toHaveTextContent('An internal error occurred.');
    expect(banner.parentElement).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeInTheDocument();
  });

  it('resends the code by signing in again with the in-memory credentials', async () => {
    const view = await openMfaStep();
    view.identity.signIn.mockResolvedValue({ ...SMS_CODE, codeDestination: '+*******0199' });
    await view.user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent you a new code.');
    expect(view.identity.signIn).toHaveBeenCalledTimes(2);
    expect(view.identity.signIn).toHaveBeenLastCalledWith({ username: EMAIL, password: PASSWORD });
    expect(screen.getByText('We sent a 6-digit code by text message to +*******0199.')).toBeInTheDocument();
  });

  it('returns to sign-in with the failure copy when resending fails', async () => {
    const view = await openMfaStep();
    view.identity.signIn.mockRejectedValue(identityError('NotAuthorizedException', 'Password attempts exceeded'));
    await view.user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many unsuccessful sign-in attempts');
    expect(view.analytics.track).toHaveBeenCalledWith('sign_in_failed', expect.objectContaining({ reason: 'UNAUTHORIZED' }));
  });

  it('goes back to sign-in keeping the email, forgetting the password, focusing the heading', async () => {
    const view = await openMfaStep();
    await view.user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(heading).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue(EMAIL);
    expect(screen.getByLabelText(/^password/i)).toHaveValue('');
    expect(signInFlowStore.getState().mfaPassword).toBeNull();
  });

  it('works by keyboard: type the code and press Enter', async () => {
    const view = await openMfaStep();
    view.identity.confirmSignIn.mockResolvedValue(SIGNED_IN);
    await view.user.tab(); // from the focused heading straight to the code field
    expect(codeField()).toHaveFocus();
    await view.user.keyboard(`${CODE}{Enter}`);
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalled());
  });

  it('keeps the password in memory only while the step is open, and drops it when the remote unmounts', async () => {
    const view = await openMfaStep();
    expect(signInFlowStore.getState().mfaPassword).toBe(PASSWORD);
    view.unmount();
    expect(signInFlowStore.getState()).toMatchObject({ step: 'sign-in', mfaPassword: null, codeDestination: null, email: EMAIL });
  });
});
