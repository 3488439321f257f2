import { screen, waitFor } from '@testing-library/react';
import { resetSignInFlow, signInFlowStore } from '../common/sign-in-flow.store';
import { NEW_PASSWORD, SIGNED_IN, SMS_CODE, identityError, renderAuth, reportedText } from '../testing/render-auth';

const EMAIL = 'new.password@example.com';
const TEMPORARY = 'Temp-Passw0rd!';
const CHOSEN = 'My-New-Passw0rd';

beforeEach(() => {
  resetSignInFlow();
  window.localStorage.clear();
});

const newPasswordField = () => screen.getByLabelText(/^new password/i);
const confirmField = () => screen.getByLabelText(/^confirm new password/i);
const saveButton = () => screen.getByRole('button', { name: 'Save password and continue' });

async function openNewPasswordStep() {
  const view = await renderAuth();
  view.identity.signIn.mockResolvedValue(NEW_PASSWORD);
  await view.user.type(screen.getByRole('textbox', { name: /email/i }), EMAIL);
  await view.user.type(screen.getByLabelText(/^password/i), TEMPORARY);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('heading', { level: 1, name: 'Create a new password' });
  return view;
}

/** Enters both passwords as a member would paste them from a password manager (fast for long ones). */
async function choose(user: Awaited<ReturnType<typeof renderAuth>>['user'], password: string, confirmation = password) {
  await user.click(newPasswordField());
  await user.paste(password);
  await user.click(confirmField());
  await user.paste(confirmation);
  await user.click(saveButton());
}

describe('new-password step (temporary password)', () => {
  it('opens with a focused heading and two labelled password fields', async () => {
    await openNewPasswordStep();
    expect(screen.getByRole('heading', { level: 1, name: 'Create a new password' })).toHaveFocus();
    expect(newPasswordField()).toHaveAttribute('autocomplete', 'new-password');
    expect(newPasswordField()).toHaveAccessibleDescription(
      expect.stringContaining('Use 8 to 255 characters, with no spaces at the beginning or end.'),
    );
    expect(newPasswordField()).toHaveAccessibleDescription(expect.stringContaining('Not checked yet: At least 1 number'));
    expect(confirmField()).toHaveAttribute('type', 'password');
  });

  it.each([
    ['short', 'Ab1!', 'The password is too short. Use at least 8 characters.'],
    ['with a trailing space', 'Long-enough-1 ', "The password can't begin or end with a space."],
    ['too long', 'a'.repeat(256), 'The password is too long. Use 255 characters or fewer.'],
    ['missing a configured rule', 'long-enough-phrase-1', "The password doesn't meet all the requirements below."],
    ['weak (zxcvbn score 0-1)', 'Password1!', 'This password is too easy to guess. Try a longer phrase or less common words.'],
  ])('refuses a password that is %s', async (_case, password, message) => {
    const view = await openNewPasswordStep();
    await choose(view.user, password);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(view.identity.confirmSignIn).not.toHaveBeenCalled();
  });

  it('shows the strength helper and the rule indicators as the member types', async () => {
    const view = await openNewPasswordStep();
    await view.user.click(newPasswordField());
    await view.user.paste(CHOSEN);
    expect(await screen.findByRole('status')).toHaveTextContent('Password strength: strong.');
    expect(screen.getByText('At least 1 uppercase letter').closest('li')).toHaveTextContent('Met: At least 1 uppercase letter');
  });

  it('refuses a confirmation that does not match', async () => {
    const view = await openNewPasswordStep();
    await choose(view.user, CHOSEN, `${CHOSEN}x`);
    expect(await screen.findByText("The passwords don't match.")).toBeInTheDocument();
    expect(view.identity.confirmSignIn).not.toHaveBeenCalled();
  });

  it('answers the challenge with the new password and refreshes the session', async () => {
    const view = await openNewPasswordStep();
    view.identity.confirmSignIn.mockResolvedValue(SIGNED_IN);
    await choose(view.user, CHOSEN);
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalledTimes(1));
    expect(view.identity.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: CHOSEN });
    const reported = reportedText(view);
    expect(reported).not.toContain(CHOSEN);
    expect(reported).not.toContain(TEMPORARY);
  });

  it('continues to the MFA step when the account has SMS MFA, keeping the NEW password for resend', async () => {
    const view = await openNewPasswordStep();
    view.identity.confirmSignIn.mockResolvedValue(SMS_CODE);
    await choose(view.user, CHOSEN);
    await screen.findByRole('heading', { level: 1, name: 'Enter your verification code' });
    expect(signInFlowStore.getState().mfaPassword).toBe(CHOSEN);
  });

  it("shows the server's message when the identity service refuses the password", async () => {
    const view = await openNewPasswordStep();
    view.identity.confirmSignIn.mockRejectedValue(identityError('InvalidPasswordException', 'Password does not conform to policy'));
    await choose(view.user, CHOSEN);
    expect(await screen.findByRole('alert')).toHaveTextContent('Password does not conform to policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeInTheDocument();
  });

  it('returns to sign-in with the generic banner when the session expired', async () => {
    const view = await openNewPasswordStep();
    view.identity.confirmSignIn.mockRejectedValue(identityError('NotAuthorizedException', 'Invalid session for the user, session is expired.'));
    await choose(view.user, CHOSEN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't complete your request. Please try again.");
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue(EMAIL);
  });

  it('goes back to sign-in with the back button', async () => {
    const view = await openNewPasswordStep();
    await view.user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
  });
});
