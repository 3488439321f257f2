import { screen, waitFor } from '@testing-library/react';
import { resetSignInFlow } from '../common/sign-in-flow.store';
import { SIGNED_IN, renderAuth, reportedText } from '../testing/render-auth';

const EMAIL = 'maria.garcia@example.com';
const PASSWORD = 'Secret-Passw0rd';

beforeEach(() => {
  resetSignInFlow();
  window.localStorage.clear();
});

type Fakes = Parameters<NonNullable<Parameters<typeof renderAuth>[1]>>[0];

/** The native shell with Face ID in the given state. */
const inNativeShell = (biometrics: Fakes['native']['biometrics']) => (fakes: Fakes) => {
  fakes.native.isNative = true;
  fakes.native.biometrics = biometrics;
  fakes.identity.signIn.mockResolvedValue(SIGNED_IN);
};

async function signIn(user: Awaited<ReturnType<typeof renderAuth>>['user']) {
  await user.type(screen.getByRole('textbox', { name: /email/i }), EMAIL);
  await user.type(screen.getByLabelText(/^password/i), PASSWORD);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('enable-biometrics prompt after sign-in', () => {
  it('asks when Face ID is available and was never offered; turning it on stores the working password, then sign-in completes', async () => {
    const view = await renderAuth(undefined, inNativeShell({ state: 'AVAILABLE', shouldPrompt: true, enabled: false }));
    jest.mocked(view.native.enableBiometrics).mockResolvedValue('SUCCESS');
    await signIn(view.user);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in faster with Face ID' })).toHaveFocus();
    expect(view.session.refreshSession).not.toHaveBeenCalled();
    await view.user.click(screen.getByRole('button', { name: 'Turn on Face ID' }));

    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalledTimes(1));
    expect(view.native.enableBiometrics).toHaveBeenCalledWith({ username: EMAIL, password: PASSWORD });
    expect(view.native.acknowledgeBiometricPrompt).toHaveBeenCalledTimes(1);
    expect(reportedText(view)).not.toContain(PASSWORD);
    expect(reportedText(view)).not.toContain(EMAIL);
  });

  it('"Not now" acknowledges the prompt without touching the stored credentials', async () => {
    const view = await renderAuth(undefined, inNativeShell({ state: 'AVAILABLE', shouldPrompt: true, enabled: false }));
    await signIn(view.user);
    await view.user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalledTimes(1));
    expect(view.native.enableBiometrics).not.toHaveBeenCalled();
    expect(view.native.acknowledgeBiometricPrompt).toHaveBeenCalledTimes(1);
  });

  it('a failure to turn Face ID on is logged and sign-in still completes', async () => {
    const view = await renderAuth(undefined, inNativeShell({ state: 'AVAILABLE', shouldPrompt: true, enabled: false }));
    jest.mocked(view.native.enableBiometrics).mockResolvedValue('FAILED_BIOMETRIC');
    await signIn(view.user);
    await view.user.click(await screen.findByRole('button', { name: 'Turn on Face ID' }));
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalledTimes(1));
    expect(view.logger.warn).toHaveBeenCalledWith('biometric sign-in not enabled after sign-in', { result: 'FAILED_BIOMETRIC' });
  });

  it('refreshes the stored credentials, without asking, when Face ID sign-in is already on for this email', async () => {
    const view = await renderAuth(undefined, (fakes) => {
      inNativeShell({ state: 'AVAILABLE', shouldPrompt: false, enabled: true })(fakes);
      jest.mocked(fakes.native.biometricStatusFor).mockImplementation((email: string) => (email === EMAIL ? 'ENABLED' : 'DISABLED'));
      jest.mocked(fakes.native.enableBiometrics).mockResolvedValue('SUCCESS');
    });
    await signIn(view.user);
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalledTimes(1));
    expect(view.native.enableBiometrics).toHaveBeenCalledWith({ username: EMAIL, password: PASSWORD });
    expect(screen.queryByRole('heading', { name: 'Sign in faster with Face ID' })).not.toBeInTheDocument();
  });

  it('leaves stored credentials of another email alone, and never asks on the web', async () => {
    const native = await renderAuth(undefined, (fakes) => {
      inNativeShell({ state: 'AVAILABLE', shouldPrompt: false, enabled: true })(fakes);
      jest.mocked(fakes.native.biometricStatusFor).mockReturnValue('DISABLED');
    });
    await signIn(native.user);
    await waitFor(() => expect(native.session.refreshSession).toHaveBeenCalledTimes(1));
    expect(native.native.enableBiometrics).not.toHaveBeenCalled();
    native.unmount();

    resetSignInFlow();
    const web = await renderAuth(undefined, (fakes) => void fakes.identity.signIn.mockResolvedValue(SIGNED_IN));
    await signIn(web.user);
    await waitFor(() => expect(web.session.refreshSession).toHaveBeenCalledTimes(1));
    expect(web.native.enableBiometrics).not.toHaveBeenCalled();
  });
});
