import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoInternetPage } from './no-internet-page';
import { reloadApp } from './reload-app';
import { renderWithShell } from '../testing/render-with-shell';

jest.mock('./reload-app', () => ({ reloadApp: jest.fn() }));

describe('no-internet page', () => {
  it('shows the spec’s English copy and a refresh button', async () => {
    await renderWithShell(<NoInternetPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'No internet connection' })).toHaveFocus();
    expect(screen.getByText('Please check your internet connection and try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reloadApp).toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await renderWithShell(<NoInternetPage />, { locale: 'es-US' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sin conexión a internet' })).toBeInTheDocument();
    expect(screen.getByText('Compruebe su conexión a internet e inténtelo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });
});
