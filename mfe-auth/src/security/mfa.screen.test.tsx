import { screen, waitFor } from '@testing-library/react';
import { renderSettings } from '../testing/render-settings';
import { identityError } from '../testing/render-auth';

describe('/security/mfa', () => {
  it('when off, explains it and links to the phone step', async () => {
    await renderSettings('/security/mfa');
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-step verification' })).toBeInTheDocument();
    expect(screen.getByText('Two-step verification is off.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Turn on two-step verification' })).toHaveAttribute('href', '/security/mfa/phone');
  });

  it('turns it off only after the confirmation: disables SMS MFA and re-reads the session', async () => {
    const view = await renderSettings('/security/mfa', { mfaEnabled: true });
    await screen.findByText('Two-step verification is on.');
    await view.user.click(screen.getByRole('button', { name: 'Turn off two-step verification' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Turn off two-step verification?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep it on' })).toHaveFocus();
    expect(view.identity.setSmsMfa).not.toHaveBeenCalled();
    await view.user.click(screen.getByRole('button', { name: 'Yes, turn it off' }));
    await waitFor(() => expect(view.session.refreshSession).toHaveBeenCalled());
    expect(view.identity.setSmsMfa).toHaveBeenCalledWith({ enabled: false });
    expect(await screen.findByRole('status')).toHaveTextContent('Two-step verification is off.');
    expect(screen.getByRole('link', { name: 'Turn on two-step verification' })).toBeInTheDocument();
  });

  it('keeps it on when the member cancels', async () => {
    const view = await renderSettings('/security/mfa', { mfaEnabled: true });
    await view.user.click(await screen.findByRole('button', { name: 'Turn off two-step verification' }));
    await view.user.click(screen.getByRole('button', { name: 'Keep it on' }));
    expect(screen.getByRole('button', { name: 'Turn off two-step verification' })).toBeInTheDocument();
    expect(view.identity.setSmsMfa).not.toHaveBeenCalled();
  });

  it('shows a failure and stays on', async () => {
    const view = await renderSettings('/security/mfa', {
      mfaEnabled: true,
      configure: (fakes) => void fakes.identity.setSmsMfa.mockRejectedValue(identityError('InternalErrorException', 'Service unavailable.')),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Turn off two-step verification' }));
    await view.user.click(screen.getByRole('button', { name: 'Yes, turn it off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable.');
    expect(screen.getByText('Two-step verification is on.')).toBeInTheDocument();
  });
});
