import { screen, waitFor } from '@testing-library/react';
import { CountryRestrictionPage } from './country-restriction-page';
import { renderWithShell } from '../testing/render-with-shell';

describe('country-restriction page', () => {
  it('explains the app is not available in the member’s country or region, and is counted', async () => {
    const { post } = await renderWithShell(<CountryRestrictionPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeInTheDocument();
    expect(screen.getByText(/isn't available in the country or region you're in/)).toBeInTheDocument();
    await waitFor(() => expect(post).toHaveBeenCalledWith('/metrics', { body: { counters: [{ name: 'errorPage.countryRestriction', value: 1 }] }, excludeAuth: true }));
  });

  it('speaks Spanish', async () => {
    await renderWithShell(<CountryRestrictionPage />, { locale: 'es-US' });
    expect(screen.getByRole('heading', { level: 1, name: 'No disponible en su región' })).toBeInTheDocument();
    expect(screen.getByText(/no está disponible en el país o la región/)).toBeInTheDocument();
  });
});
