import { screen } from '@testing-library/react';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { renderSettings } from '../testing/render-settings';

describe('/security', () => {
  it('shows two-step verification off and the password link; no biometrics on the web', async () => {
    await renderSettings('/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Two-step verification' })).toHaveAttribute('href', '/security/mfa');
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/security/set-password');
    expect(screen.queryByRole('link', { name: 'Face ID sign-in' })).not.toBeInTheDocument();
  });

  it('shows MFA on, "Set a password" without a user-set password, and biometrics in the app', async () => {
    await renderSettings('/security', {
      mfaEnabled: true,
      account: { hasUserSetPassword: false },
      configure: (fakes) => {
        fakes.native.isNative = true;
        fakes.native.biometrics = { state: 'AVAILABLE', shouldPrompt: false, enabled: true };
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Security' });
    expect(screen.getAllByText('On')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Set a password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Face ID sign-in' })).toHaveAttribute('href', '/security/biometrics');
  });

  it('lists no page the route gate would refuse (tfaUX off)', async () => {
    await renderSettings('/security', { configure: () => ({ flags: { ...FLAG_DEFAULTS, tfaUX: false } }) });
    await screen.findByRole('heading', { level: 1, name: 'Security' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('There are no security settings to manage for your account.')).toBeInTheDocument();
  });
});
