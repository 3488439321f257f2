import { screen } from '@testing-library/react';
import { renderSettings } from '../testing/render-settings';

describe('/settings', () => {
  it('is the hub to account, security and delete account, with a focused heading', async () => {
    await renderSettings('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Security' })).toHaveAttribute('href', '/security');
    expect(screen.getByRole('link', { name: 'Delete account' })).toHaveAttribute('href', '/delete-account');
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
  });
});
