import { screen, waitFor } from '@testing-library/react';
import type { BiometricAvailability, BiometricEnableResult } from '@member/shared-contracts/mount';
import { renderSettings } from '../testing/render-settings';

function renderBiometrics(biometrics: BiometricAvailability, results: { enable?: BiometricEnableResult; disable?: BiometricEnableResult } = {}) {
  return renderSettings('/security/biometrics', {
    configure: (fakes) => {
      fakes.native.isNative = biometrics.state !== 'NOT_APPLICABLE';
      fakes.native.biometrics = biometrics;
      fakes.native.enableBiometrics = jest.fn().mockResolvedValue(results.enable ?? 'SUCCESS');
      fakes.native.disableBiometrics = jest.fn().mockResolvedValue(results.disable ?? 'SUCCESS');
    },
  });
}
const off: BiometricAvailability = { state: 'AVAILABLE', shouldPrompt: false, enabled: false };
const on: BiometricAvailability = { state: 'AVAILABLE', shouldPrompt: false, enabled: true };

async function turnOn(view: Awaited<ReturnType<typeof renderBiometrics>>) {
  await view.user.type(await screen.findByLabelText(/^password/i), 'Member-Passw0rd!');
  await view.user.click(screen.getByRole('button', { name: 'Turn on Face ID sign-in' }));
}

describe('/security/biometrics', () => {
  it.each([
    [{ state: 'NOT_APPLICABLE', shouldPrompt: false, enabled: false }, /available in the mobile app/],
    [{ state: 'UNAVAILABLE', shouldPrompt: false, enabled: false }, /not available on this device/],
    [{ state: 'ERROR', shouldPrompt: false, enabled: false }, /could not check Face ID/],
  ] as const)('explains state %o', async (biometrics, text) => {
    await renderBiometrics(biometrics);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Face ID sign-in/ })).not.toBeInTheDocument();
  });

  it('waits while LOADING', async () => {
    await renderBiometrics({ state: 'LOADING', shouldPrompt: false, enabled: false });
    expect(await screen.findByText('Checking Face ID')).toBeInTheDocument();
  });

  it('turns it on with the account email and the password: SUCCESS', async () => {
    const view = await renderBiometrics(off);
    await turnOn(view);
    expect(await screen.findByRole('status')).toHaveTextContent('Face ID sign-in is on.');
    expect(view.native.enableBiometrics).toHaveBeenCalledWith({ username: 'member@example.test', password: 'Member-Passw0rd!' });
    expect(screen.getByRole('button', { name: 'Turn off Face ID sign-in' })).toBeInTheDocument();
  });

  it('FAILED_TO_STORE_CREDENTIALS proceeds anyway (on, with a warning)', async () => {
    const view = await renderBiometrics(off, { enable: 'FAILED_TO_STORE_CREDENTIALS' });
    await turnOn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be saved on this device/);
    expect(screen.getByRole('button', { name: 'Turn off Face ID sign-in' })).toBeInTheDocument();
  });

  it('FAILED_BIOMETRIC stays off with an error', async () => {
    const view = await renderBiometrics(off, { enable: 'FAILED_BIOMETRIC' });
    await turnOn(view);
    expect(await screen.findByRole('alert')).toHaveTextContent('Face ID did not recognize you. Try again.');
    expect(screen.getByRole('button', { name: 'Turn on Face ID sign-in' })).toBeInTheDocument();
  });

  it('turns it off; FAILED_TO_DELETE_CREDENTIALS keeps it on with an error', async () => {
    const view = await renderBiometrics(on, { disable: 'FAILED_TO_DELETE_CREDENTIALS' });
    await view.user.click(await screen.findByRole('button', { name: 'Turn off Face ID sign-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not turn off Face ID sign-in. Try again.');
    expect(screen.getByRole('button', { name: 'Turn off Face ID sign-in' })).toBeInTheDocument();
  });

  it('turns it off: SUCCESS', async () => {
    const view = await renderBiometrics(on);
    await view.user.click(await screen.findByRole('button', { name: 'Turn off Face ID sign-in' }));
    await waitFor(() => expect(view.native.disableBiometrics).toHaveBeenCalled());
    expect(await screen.findByRole('status')).toHaveTextContent('Face ID sign-in is off.');
  });
});
