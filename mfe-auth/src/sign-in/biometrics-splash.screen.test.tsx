import { screen, waitFor } from '@testing-library/react';
import { resetSignInFlow } from '../common/sign-in-flow.store';
import { SIGNED_IN, SMS_CODE, createFakes, identityError, renderAuth, reportedText } from '../testing/render-auth';

const EMAIL = 'maria.garcia@example.com';
const PASSWORD = 'Stored-Passw0rd';

beforeEach(() => {
  resetSignInFlow();
  window.localStorage.clear();
});

function nativeWithBiometrics(fakes: ReturnType<typeof createFakes>) {
  fakes.native.isNative = true;
  fakes.native.biometrics = { state: 'AVAILABLE', enabled: true, shouldPrompt: false };
}

/** Renders `/` in the native app and waits for the splash (it loads on demand). */
async function openSplash(path = '/?state=signed-out&redirect=%2Fclaims') {
  const view = await renderAuth(path, nativeWithBiometrics);
  await screen.findByRole('button', { name: 'Sign in with face recognition' });
  return view;
}
const faceButton = () => screen.getByRole('button', { name: 'Sign in with face recognition' });

describe('biometrics splash', () => {
  it('signs in with the stored credentials and refreshes the session, staying on the page for the shell to move on', async () => {
    const view = await openSplash();
    view.native.requestBiometricCredentials.mockResolvedValue({ kind: 'credentials', username: EMAIL, password: PASSWORD });
    view.identity.signIn.mockResolvedValue(SIGNED_IN);
    await view.user.click(faceButton());
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalledTimes(1));
    expect(view.identity.signIn).toHaveBeenCalledWith({ username: EMAIL, password: PASSWORD });
    expect(view.navigations).toEqual([]);
    expect(reportedText(view)).not.toContain(EMAIL);
    expect(reportedText(view)).not.toContain(PASSWORD);
  });

  it.each(['FAILED_BIOMETRIC', 'ERROR'] as const)('%s shows the sign-in error and goes to sign-in, keeping the query', async (reason) => {
    const view = await openSplash();
    view.native.requestBiometricCredentials.mockResolvedValue({ kind: 'failed', reason });
    await view.user.click(faceButton());
    await waitFor(() => expect(view.navigations).toEqual(['/?state=sign-in&redirect=%2Fclaims']));
    expect(view.identity.signIn).not.toHaveBeenCalled();
    expect(view.analytics.track).toHaveBeenCalledWith('biometric_sign_in_failed', { reason });
    view.rerenderAt('/?state=sign-in&redirect=%2Fclaims');
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText("We couldn't complete your request. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('treats a rejected credentials request like an error', async () => {
    const view = await openSplash();
    view.native.requestBiometricCredentials.mockRejectedValue(new Error('bridge gone'));
    await view.user.click(faceButton());
    await waitFor(() => expect(view.navigations).toEqual(['/?state=sign-in&redirect=%2Fclaims']));
    expect(view.logger.warn).toHaveBeenCalledWith('biometric credentials request failed', { error: 'Error' });
  });

  it('goes to sign-in with the sign-in banner when the stored credentials are refused', async () => {
    const view = await openSplash('/');
    view.native.requestBiometricCredentials.mockResolvedValue({ kind: 'credentials', username: EMAIL, password: PASSWORD });
    view.identity.signIn.mockRejectedValue(identityError('NotAuthorizedException', 'Incorrect username or password.'));
    await view.user.click(faceButton());
    await waitFor(() => expect(view.navigations).toEqual(['/?state=sign-in']));
    view.rerenderAt('/?state=sign-in');
    expect(await screen.findByText('The email or password you entered is incorrect. Check them and try again.')).toBeInTheDocument();
  });

  it('continues to the MFA code step on the sign-in page when the sign-in asks for a code', async () => {
    const view = await openSplash('/');
    view.native.requestBiometricCredentials.mockResolvedValue({ kind: 'credentials', username: EMAIL, password: PASSWORD });
    view.identity.signIn.mockResolvedValue(SMS_CODE);
    await view.user.click(faceButton());
    await waitFor(() => expect(view.navigations).toEqual(['/?state=sign-in']));
    view.rerenderAt('/?state=sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Enter your verification code' })).toBeInTheDocument();
  });

  it('goes to the sign-in form with "Sign in with password"', async () => {
    const view = await openSplash();
    await view.user.click(screen.getByRole('button', { name: 'Sign in with password' }));
    expect(view.navigations).toEqual(['/?state=sign-in&redirect=%2Fclaims']);
    expect(view.native.requestBiometricCredentials).not.toHaveBeenCalled();
  });
});
