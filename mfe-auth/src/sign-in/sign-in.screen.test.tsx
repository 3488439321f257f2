import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@member/remote-runtime/testing';
import { resetSignInFlow, signInFlowStore } from '../common/sign-in-flow.store';
import { SIGNED_IN, identityError, renderAuth, reportedText, translations } from '../testing/render-auth';
import { REMEMBERED_EMAIL_KEY } from './remembered-email';
import { SignInForm } from './sign-in-form';

const EMAIL = 'maria.garcia@example.com';
const PASSWORD = 'Secret-Passw0rd';

beforeEach(() => {
  resetSignInFlow();
  window.localStorage.clear();
});

const emailField = () => screen.getByRole('textbox', { name: /email/i });
const passwordField = () => screen.getByLabelText(/^password/i);
const submitButton = () => screen.getByRole('button', { name: 'Sign in' });
const rememberBox = () => screen.getByRole('checkbox', { name: 'Remember my email' });

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderAuth>>['user'], email = EMAIL, password = PASSWORD) {
  await user.clear(emailField());
  await user.type(emailField(), email);
  await user.type(passwordField(), password);
  await user.click(submitButton());
}

describe('sign-in state autoFillInfo (access §3: emailSource, password flag)', () => {
  const signedInEvent = (view: Awaited<ReturnType<typeof renderAuth>>) => view.analytics.track.mock.calls.find(([name]) => name === 'signed_in')?.[1];

  it('a remembered email submitted as it was is `remembered`; a typed password is not autofilled', async () => {
    window.localStorage.setItem(REMEMBERED_EMAIL_KEY, EMAIL);
    const view = await renderAuth();
    view.identity.signIn.mockResolvedValue(SIGNED_IN);
    await view.user.type(passwordField(), PASSWORD);
    await view.user.click(submitButton());
    await waitFor(() => expect(signedInEvent(view)).toEqual({ emailSource: 'remembered', passwordAutoFilled: false }));
  });

  it('an email the member changed is `none`, and a password the browser filled in is flagged', async () => {
    window.localStorage.setItem(REMEMBERED_EMAIL_KEY, 'someone.else@example.com');
    const view = await renderAuth();
    view.identity.signIn.mockRejectedValue(identityError('NotAuthorizedException', 'Incorrect username or password.'));
    await view.user.clear(emailField());
    await view.user.type(emailField(), EMAIL);
    // An autofill is a plain input event (no InputEvent inputType), unlike typing or pasting.
    fireEvent.input(passwordField(), { target: { value: PASSWORD } });
    await view.user.click(submitButton());
    await waitFor(() => expect(view.analytics.track).toHaveBeenCalledWith('sign_in_failed', { reason: 'UNAUTHORIZED', emailSource: 'none', passwordAutoFilled: true }));
    expect(signInFlowStore.getState().autoFillInfo).toEqual({ emailSource: 'none', password: true });
  });

  it('the email of an earlier attempt in this visit is `prepopulated`', async () => {
    signInFlowStore.getState().beginAttempt(EMAIL, false, { emailSource: 'none', password: false });
    const view = await renderAuth();
    view.identity.signIn.mockResolvedValue(SIGNED_IN);
    expect(emailField()).toHaveValue(EMAIL);
    await view.user.type(passwordField(), PASSWORD);
    await view.user.click(submitButton());
    await waitFor(() => expect(signedInEvent(view)).toEqual({ emailSource: 'prepopulated', passwordAutoFilled: false }));
  });
});

describe('environment override by email domain (access §5: app distributions only)', () => {
  const STAGING_EMAIL = 'qa.tester@staging.member.example';
  const inApp = (outcome: 'current' | 'switching') => (fakes: Parameters<NonNullable<Parameters<typeof renderAuth>[1]>>[0]) => {
    fakes.native.isNative = true;
    jest.mocked(fakes.native.loadEnvironment!).mockResolvedValue(outcome);
    fakes.identity.signIn.mockResolvedValue(SIGNED_IN);
  };

  it('in the app, an address under the staging domain loads staging, and nothing is sent here while it switches', async () => {
    const view = await renderAuth(undefined, inApp('switching'));
    await fillAndSubmit(view.user, STAGING_EMAIL);
    await waitFor(() => expect(view.native.loadEnvironment).toHaveBeenCalledWith('staging'));
    expect(view.identity.signIn).not.toHaveBeenCalled();
  });

  it('in the app, already on that environment, signs in as usual', async () => {
    const view = await renderAuth(undefined, inApp('current'));
    await fillAndSubmit(view.user, STAGING_EMAIL);
    await waitFor(() => expect(view.identity.signIn).toHaveBeenCalledWith({ username: STAGING_EMAIL, password: PASSWORD }));
  });

  it('never on the web, and never for other addresses', async () => {
    const web = await renderAuth(undefined, (fakes) => void fakes.identity.signIn.mockResolvedValue(SIGNED_IN));
    await fillAndSubmit(web.user, STAGING_EMAIL);
    await waitFor(() => expect(web.identity.signIn).toHaveBeenCalled());
    expect(web.native.loadEnvironment).not.toHaveBeenCalled();
    web.unmount();

    resetSignInFlow();
    const member = await renderAuth(undefined, inApp('switching'));
    await fillAndSubmit(member.user);
    await waitFor(() => expect(member.identity.signIn).toHaveBeenCalled());
    expect(member.native.loadEnvironment).not.toHaveBeenCalled();
  });
});

describe('sign-in state redirectPath (access §3)', () => {
  it('is the page the route gate kept in `redirect`', async () => {
    const view = await renderAuth('/?state=sign-in&redirect=%2Fclaim-details%2F7');
    await waitFor(() => expect(signInFlowStore.getState().redirectPath).toBe('/claim-details/7'));
    view.unmount();
    // None kept, none carried (an off-site value is refused where it would lead: sso-redirects, /sso).
    await renderAuth('/?state=sign-in');
    await waitFor(() => expect(signInFlowStore.getState().redirectPath).toBeNull());
  });
});

describe('sign-in screen', () => {
  it('shows a heading, labelled required fields with the right autocomplete, and the recover links', async () => {
    await renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toHaveAttribute('autocomplete', 'username');
    expect(emailField()).toBeRequired();
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(passwordField()).toHaveAttribute('autocomplete', 'current-password');
    expect(passwordField()).toBeRequired();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/recover-password');
    expect(screen.getByRole('link', { name: 'Forgot your email?' })).toHaveAttribute('href', '/recover-email');
  });

  it('switches to sign-up, keeping the query (the requested path)', async () => {
    await renderAuth('/?state=sign-in&redirect=%2Fclaims');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/?state=sign-up&redirect=%2Fclaims');
    expect(screen.getByText('New to Member?')).toBeInTheDocument();
  });

  it('keeps submit operable: Enter on an empty form names both missing fields, focuses the first, and does not sign in', async () => {
    const view = await renderAuth();
    expect(submitButton()).toBeEnabled();
    await view.user.click(emailField());
    await view.user.keyboard('{Enter}');
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(emailField()).toHaveAccessibleDescription('Enter your email.');
    expect(passwordField()).toHaveAccessibleDescription('Enter your password.');
    await waitFor(() => expect(emailField()).toHaveFocus());
    expect(view.identity.signIn).not.toHaveBeenCalled();
  });

  it('with only the email filled, the button names the missing password and focuses it', async () => {
    const view = await renderAuth();
    await view.user.type(emailField(), EMAIL);
    await view.user.click(submitButton());
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(screen.queryByText('Enter your email.')).not.toBeInTheDocument();
    await waitFor(() => expect(passwordField()).toHaveFocus());
    expect(view.identity.signIn).not.toHaveBeenCalled();
  });

  it('shows the required message once a field was touched and left empty', async () => {
    const { user } = await renderAuth();
    await user.click(emailField());
    await user.tab();
    expect(await screen.findByText('Enter your email.')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('clears the email with the clear button', async () => {
    const { user } = await renderAuth();
    await user.type(emailField(), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Clear email' }));
    expect(emailField()).toHaveValue('');
  });

  it('signs in with the trimmed email and refreshes the session, without navigating or touching the query', async () => {
    const view = await renderAuth('/?state=sign-in&redirect=%2Fclaims');
    view.identity.signIn.mockResolvedValue(SIGNED_IN);
    await fillAndSubmit(view.user, `  ${EMAIL} `);
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalledTimes(1));
    expect(view.identity.signIn).toHaveBeenCalledWith({ username: EMAIL, password: PASSWORD });
    expect(view.navigations).toEqual([]);
  });

  it('submits with the Enter key', async () => {
    const view = await renderAuth();
    view.identity.signIn.mockResolvedValue(SIGNED_IN);
    await view.user.type(emailField(), EMAIL);
    await view.user.type(passwordField(), PASSWORD);
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalled());
  });

  it('shows a generic banner when the session cannot be refreshed after signing in', async () => {
    const view = await renderAuth();
    view.identity.signIn.mockResolvedValue(SIGNED_IN);
    view.session.refreshSession.mockRejectedValue(new Error('Failed to refresh token'));
    await fillAndSubmit(view.user);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn\'t complete your request. Please try again.');
  });

  describe('failure banner', () => {
    it.each([
      ['NotAuthorizedException', 'Incorrect username or password.', 'The email or password you entered is incorrect. Check them and try again.', 'UNAUTHORIZED'],
      ['NotAuthorizedException', 'Password attempts exceeded', 'Too many unsuccessful sign-in attempts. Wait a few minutes and try again, or reset your password.', 'UNAUTHORIZED'],
      ['notauthorizedexception', 'User is disabled.', "We couldn't complete your request. Please try again.", 'UNAUTHORIZED'],
      ['NetworkError', 'Failed to fetch', "We couldn't complete your request. Please try again.", 'UNKNOWN'],
    ])('%s "%s" shows copy "%s" under the generic heading, tracked as %s', async (name, message, body, reason) => {
      const view = await renderAuth();
      view.identity.signIn.mockRejectedValue(identityError(name, message));
      await fillAndSubmit(view.user);

      const banner = await screen.findByRole('alert');
      expect(banner).toHaveTextContent('Something went wrong');
      expect(banner).toHaveTextContent(body);
      expect(screen.getByRole('heading', { level: 2, name: 'Something went wrong' })).toBeInTheDocument();
      expect(banner.parentElement).toHaveFocus();
      expect(view.analytics.track).toHaveBeenCalledWith('sign_in_failed', { reason, emailSource: 'none', passwordAutoFilled: false });
      expect(view.session.refreshSession).not.toHaveBeenCalled();
    });

    it('keeps the email, clears the password and never reports the credentials', async () => {
      const view = await renderAuth();
      view.identity.signIn.mockRejectedValue(identityError('NotAuthorizedException', 'Incorrect username or password.'));
      await fillAndSubmit(view.user);
      await screen.findByRole('alert');
      expect(emailField()).toHaveValue(EMAIL);
      expect(passwordField()).toHaveValue('');
      expect(passwordField()).not.toHaveAttribute('aria-invalid');
      expect(submitButton()).toBeEnabled();
      const reported = reportedText(view);
      expect(reported).not.toContain(EMAIL);
      expect(reported).not.toContain(PASSWORD);
    });

    it('moves focus to the banner again on a second failure', async () => {
      const view = await renderAuth();
      view.identity.signIn.mockRejectedValue(identityError('NotAuthorizedException', 'Incorrect username or password.'));
      await fillAndSubmit(view.user);
      await screen.findByRole('alert');
      await view.user.type(passwordField(), 'another-one');
      await view.user.click(submitButton());
      await waitFor(() => expect(view.identity.signIn).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(screen.getByRole('alert').parentElement).toHaveFocus());
    });
  });

  describe('remember email', () => {
    it('prefills a remembered email and checks the box', async () => {
      window.localStorage.setItem(REMEMBERED_EMAIL_KEY, EMAIL);
      await renderAuth();
      expect(emailField()).toHaveValue(EMAIL);
      expect(rememberBox()).toBeChecked();
    });

    it('stores the email after a successful sign-in when checked', async () => {
      const view = await renderAuth();
      view.identity.signIn.mockResolvedValue(SIGNED_IN);
      expect(rememberBox()).not.toBeChecked();
      await view.user.click(rememberBox());
      await fillAndSubmit(view.user);
      await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalled());
      expect(window.localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe(EMAIL);
    });

    it('does not store the email when the sign-in fails', async () => {
      const view = await renderAuth();
      view.identity.signIn.mockRejectedValue(identityError('NotAuthorizedException', 'Incorrect username or password.'));
      await view.user.click(rememberBox());
      await fillAndSubmit(view.user);
      await screen.findByRole('alert');
      expect(window.localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
    });

    it('does not store the email when unchecked', async () => {
      const view = await renderAuth();
      view.identity.signIn.mockResolvedValue(SIGNED_IN);
      await fillAndSubmit(view.user);
      await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalled());
      expect(window.localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
    });

    it('forgets the remembered email as soon as the box is unchecked', async () => {
      window.localStorage.setItem(REMEMBERED_EMAIL_KEY, EMAIL);
      const { user } = await renderAuth();
      await user.click(rememberBox());
      expect(rememberBox()).not.toBeChecked();
      expect(window.localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
    });

    it('toggles with the keyboard', async () => {
      const { user } = await renderAuth();
      await user.tab(); // email
      await user.tab(); // password
      await user.tab(); // show password
      await user.tab(); // remember email
      expect(rememberBox()).toHaveFocus();
      await user.keyboard(' ');
      expect(rememberBox()).toBeChecked();
    });
  });

  it('hides the recover-email link and locks the email when single sign-on fixed it', async () => {
    const onSubmit = jest.fn();
    await renderRemote(
      () => <SignInForm defaultEmail={EMAIL} rememberEmail={false} onRememberEmailChange={jest.fn()} onSubmit={onSubmit} isEmailLocked />,
      { remoteName: 'mfe_auth', translations },
    );
    expect(screen.queryByRole('link', { name: 'Forgot your email?' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('readonly');
  });
});
