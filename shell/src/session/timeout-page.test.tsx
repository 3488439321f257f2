import { screen } from '@testing-library/react';
import { renderSessionPage } from '../testing/render-session-page';
import { TimeoutPage } from './timeout-page';

describe('/timeout page', () => {
  it('tells the member they were signed out after inactivity, with a way to sign in again', async () => {
    await renderSessionPage(<TimeoutPage />, { path: '/timeout' });
    expect(screen.getByRole('heading', { level: 1, name: "You've been signed out" })).toBeInTheDocument();
    expect(screen.getByText('For your security, we signed you out after a period of inactivity.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/');
  });

  it('speaks Spanish', async () => {
    await renderSessionPage(<TimeoutPage />, { locale: 'es-US', path: '/timeout' });
    expect(screen.getByRole('heading', { level: 1, name: 'Se cerró su sesión' })).toBeInTheDocument();
    expect(screen.getByText('Por su seguridad, cerramos su sesión después de un período de inactividad.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión de nuevo' })).toBeInTheDocument();
  });
});
