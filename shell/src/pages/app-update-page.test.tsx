import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppUpdatePage } from './app-update-page';
import { reloadApp } from './reload-app';
import { renderWithShell } from '../testing/render-with-shell';

jest.mock('./reload-app', () => ({ reloadApp: jest.fn() }));

describe('app-update page', () => {
  it('asks the member to update, and the button loads the new version', async () => {
    await renderWithShell(<AppUpdatePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Update the app' })).toBeInTheDocument();
    expect(screen.getByText('A new version of the app is available. Please update to keep using it.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(reloadApp).toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await renderWithShell(<AppUpdatePage />, { locale: 'es-US' });
    expect(screen.getByRole('heading', { level: 1, name: 'Actualice la aplicación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar ahora' })).toBeInTheDocument();
  });
});
