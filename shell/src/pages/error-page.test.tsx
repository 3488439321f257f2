import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPage } from './error-page';
import { reloadApp } from './reload-app';
import { renderWithShell } from '../testing/render-with-shell';

jest.mock('./reload-app', () => ({ reloadApp: jest.fn() }));

describe('generic error page', () => {
  it('shows generic copy with a refresh that reloads the app', async () => {
    await renderWithShell(<ErrorPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText("We couldn't load this page. Please refresh and try again.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(reloadApp).toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    await renderWithShell(<ErrorPage />, { locale: 'es-US' });
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });

  it('counts an error metric (POST /metrics) and an error-reporting event, once', async () => {
    const { post, analytics, rerenderAt } = await renderWithShell(<ErrorPage />);
    rerenderAt('/claims');
    await waitFor(() => expect(post).toHaveBeenCalledWith('/metrics', { body: { counters: [{ name: 'errorPage.generic', value: 1 }] }, excludeAuth: true }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(analytics.trackError).toHaveBeenCalledWith('error_page_shown', 'generic');
  });
});
