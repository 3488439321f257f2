import { screen, waitFor } from '@testing-library/react';
import { renderSessionPage } from '../testing/render-session-page';
import { SignOutPage } from './sign-out-page';

describe('/sign-out page', () => {
  it('shows the loader while signing out, and signs out once', async () => {
    const signOut = jest.fn(() => new Promise<void>(() => undefined));
    await renderSessionPage(<SignOutPage />, { path: '/sign-out', session: { signOut } });
    expect(screen.getByText('Signing out')).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(signOut).toHaveBeenCalledWith();
  });

  it('shows the loader in Spanish', async () => {
    await renderSessionPage(<SignOutPage />, { locale: 'es-US', path: '/sign-out', session: { signOut: () => new Promise<void>(() => undefined) } });
    expect(screen.getByText('Cerrando sesión')).toBeInTheDocument();
  });

  it('shows the error page when signing out fails', async () => {
    const signOut = jest.fn().mockRejectedValue(new Error('network'));
    await renderSessionPage(<SignOutPage />, { path: '/sign-out', session: { signOut } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Signing out')).not.toBeInTheDocument());
  });
});
