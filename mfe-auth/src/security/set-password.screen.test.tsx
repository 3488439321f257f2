import { screen, waitFor } from '@testing-library/react';
import type { HttpClient } from '@member/shared-contracts/http';
import { renderSettings } from '../testing/render-settings';
import { identityError } from '../testing/render-auth';

const NEW_PASSWORD = 'Brand-New-Passw0rd';

async function fillNewPassword(user: Awaited<ReturnType<typeof renderSettings>>['user']) {
  await user.type(screen.getByLabelText(/^new password/i), NEW_PASSWORD);
  await user.type(screen.getByLabelText(/^confirm new password/i), NEW_PASSWORD);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('/security/set-password', () => {
  it('changes the password with the current one', async () => {
    const view = await renderSettings('/security/set-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    await view.user.type(screen.getByLabelText(/^current password/i), 'Old-Passw0rd!');
    await fillNewPassword(view.user);
    expect(await screen.findByText('Your password is saved.')).toBeInTheDocument();
    expect(view.identity.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Old-Passw0rd!', newPassword: NEW_PASSWORD });
    expect(view.session.updateAccount).not.toHaveBeenCalled();
  });

  it('says so when the current password is wrong, keeping the form', async () => {
    const view = await renderSettings('/security/set-password', {
      configure: (fakes) => void fakes.identity.updatePassword.mockRejectedValue(identityError('NotAuthorizedException', 'Incorrect username or password.')),
    });
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    await view.user.type(screen.getByLabelText(/^current password/i), 'Wrong-Passw0rd!');
    await fillNewPassword(view.user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your current password is not correct.');
    expect(screen.getByLabelText(/^new password/i)).toHaveValue(NEW_PASSWORD);
  });

  it('checks the new password rule and the confirmation before calling anything', async () => {
    const view = await renderSettings('/security/set-password');
    await screen.findByRole('heading', { level: 1, name: 'Change password' });
    await view.user.type(screen.getByLabelText(/^current password/i), 'Old-Passw0rd!');
    await view.user.type(screen.getByLabelText(/^new password/i), 'short');
    await view.user.type(screen.getByLabelText(/^confirm new password/i), 'other');
    await view.user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(screen.getByLabelText(/^new password/i)).toHaveAttribute('aria-invalid', 'true'));
    expect(view.identity.updatePassword).not.toHaveBeenCalled();
  });

  it('without a user-set password: generated password → chosen password → hasUserSetPassword', async () => {
    const put = jest.fn().mockResolvedValue({ generatedPassword: 'Gen-Passw0rd!', cognitoUsername: 'u-1' });
    const view = await renderSettings('/security/set-password', {
      account: { hasUserSetPassword: false },
      configure: () => ({ http: { put } as unknown as HttpClient }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^current password/i)).not.toBeInTheDocument();
    await fillNewPassword(view.user);
    await waitFor(() => expect(view.session.updateAccount).toHaveBeenCalledWith({ hasUserSetPassword: true }));
    expect(put).toHaveBeenCalledWith('/account/200001/reset-password');
    expect(view.identity.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Gen-Passw0rd!', newPassword: NEW_PASSWORD });
  });
});
