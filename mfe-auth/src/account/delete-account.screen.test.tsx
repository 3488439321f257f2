import { screen, waitFor } from '@testing-library/react';
import { identityError } from '../testing/render-auth';
import { renderSettings } from '../testing/render-settings';

const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' });
const understand = () => screen.getByRole('checkbox', { name: 'I understand that deleting my account is permanent.' });

describe('/delete-account', () => {
  it('explains what deleting means and needs the explicit confirmation first', async () => {
    await renderSettings('/delete-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Delete account' })).toBeInTheDocument();
    expect(screen.getByText(/cannot be undone/)).toBeInTheDocument();
    expect(deleteButton()).toBeDisabled();
  });

  it('deletes the user, then signs out', async () => {
    const view = await renderSettings('/delete-account');
    await screen.findByRole('heading', { level: 1, name: 'Delete account' });
    await view.user.click(understand());
    await view.user.click(deleteButton());
    await waitFor(() => expect(view.navigations).toEqual(['/?state=signed-out']));
    expect(view.session.signOut).toHaveBeenCalledWith({ redirect: false });
    expect(view.identity.deleteUser).toHaveBeenCalledTimes(1);
    expect(view.identity.deleteUser.mock.invocationCallOrder[0] ?? 0).toBeLessThan(jest.mocked(view.session.signOut).mock.invocationCallOrder[0] ?? 0);
  });

  it('lands on the signed-out page even when the sign-out after deleting fails', async () => {
    const view = await renderSettings('/delete-account', {
      configure: (fakes) => void jest.mocked(fakes.session.signOut).mockRejectedValue(identityError('UserUnAuthenticatedException', 'No user.')),
    });
    await screen.findByRole('heading', { level: 1, name: 'Delete account' });
    await view.user.click(understand());
    await view.user.click(deleteButton());
    await waitFor(() => expect(view.navigations).toEqual(['/?state=signed-out']));
  });

  it('shows the failure and stays signed in, ready to try again', async () => {
    const view = await renderSettings('/delete-account', {
      configure: (fakes) => void fakes.identity.deleteUser.mockRejectedValue(identityError('InternalErrorException', 'Try again later.')),
    });
    await screen.findByRole('heading', { level: 1, name: 'Delete account' });
    await view.user.click(understand());
    await view.user.click(deleteButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
    expect(view.session.signOut).not.toHaveBeenCalled();
    expect(understand()).toBeChecked();
    expect(deleteButton()).toBeEnabled();
  });
});
