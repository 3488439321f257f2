import { screen, waitFor } from '@testing-library/react';
import type { ProductFeature } from '@member/shared-contracts/account';
import { fakeContentPort, renderWithContent } from '../../testing/render-with-content';
import { infoPageEntries, memberContext } from '../../testing/content-fixtures';
import { useMemberContext } from '../../session/use-member-context';
import InfoRoute from './info-route';

jest.mock('../../session/use-member-context', () => ({ useMemberContext: jest.fn() }));
const useMemberContextMock = jest.mocked(useMemberContext);

function signIn(features: ProductFeature[] | null) {
  useMemberContextMock.mockReturnValue(memberContext(features));
}

const content = () => fakeContentPort(({ locale }) => infoPageEntries(locale));

describe('informational pages (access §2.1, member-features §6)', () => {
  it('shows the default terms to a visitor, rendering Markdown as elements and raw HTML as text', async () => {
    signIn(null);
    const port = content();
    await renderWithContent(<InfoRoute />, { content: port, path: '/terms-of-service' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Not medical advice' })).toBeInTheDocument();
    expect(screen.getByText('qualified').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy-policy');
    expect(document.querySelector('script')).toBeNull();
    expect(port.getEntries).toHaveBeenCalledWith({ contentType: 'infoPage', locale: 'en-US', fields: { context: 'terms-of-service' } });
  });

  it('shows the default terms in Spanish', async () => {
    signIn(null);
    await renderWithContent(<InfoRoute />, { content: content(), path: '/terms-of-service', locale: 'es-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No es asesoramiento médico' })).toBeInTheDocument();
  });

  it('shows an HRA member the HRA variant, in both languages', async () => {
    signIn(['HRA', 'SEARCH']);
    const english = await renderWithContent(<InfoRoute />, { content: content(), path: '/terms-of-service' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Reimbursements' })).toBeInTheDocument();
    english.unmount();
    await renderWithContent(<InfoRoute />, { content: content(), path: '/terms-of-service', locale: 'es-US' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Reembolsos' })).toBeInTheDocument();
  });

  it('falls back to the default variant when none of the member features has one', async () => {
    signIn(['CONCIERGE']);
    await renderWithContent(<InfoRoute />, { content: content(), path: '/faq' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
  });

  it('waits for the member before choosing a variant', async () => {
    useMemberContextMock.mockReturnValue({ ...memberContext(['HRA']), pageLoading: true });
    const port = content();
    await renderWithContent(<InfoRoute />, { content: port, path: '/faq' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page');
    expect(port.getEntries).not.toHaveBeenCalled();
  });

  it('shows the 404 page for a context content does not have, and for a malformed one', async () => {
    signIn(null);
    const view = await renderWithContent(<InfoRoute />, { content: content(), path: '/info/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    view.unmount();
    await renderWithContent(<InfoRoute />, { content: content(), path: '/info/Not_Valid', locale: 'es-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });

  it('raises the global error page when content fails', async () => {
    signIn(null);
    const port = fakeContentPort(() => {
      throw new Error('down');
    });
    const view = await renderWithContent(<InfoRoute />, { content: port, path: '/faq' });
    await waitFor(() => expect(view.layoutStore.getState().globalError).toBe(true));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('sitemap (our design)', () => {
  it('lists the informational pages by rank and the sign-in screen for a visitor', async () => {
    signIn(null);
    await renderWithContent(<InfoRoute />, { content: content(), path: '/sitemap' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Site map' })).toBeInTheDocument();
    const info = screen.getByRole('navigation', { name: 'Information' });
    expect([...info.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['FAQ', '/faq'],
      ['Terms of service', '/terms-of-service'],
    ]);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/');
  });

  it('lists a signed-in member the tab roots they may open, in Spanish', async () => {
    signIn(['SEARCH']);
    await renderWithContent(<InfoRoute />, { content: content(), path: '/sitemap', locale: 'es-US' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mapa del sitio' })).toBeInTheDocument();
    const app = screen.getByRole('navigation', { name: 'Su aplicación' });
    expect(app).toHaveTextContent('Inicio');
    expect(screen.queryByRole('link', { name: 'Iniciar sesión' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Preguntas frecuentes' })).toHaveAttribute('href', '/faq');
    // Search only: no plan card, so no link to one.
    expect(screen.queryByRole('link', { name: 'Su tarjeta de identificación' })).toBeNull();
  });

  it('lists a member with a plan their ID card after the tab roots', async () => {
    // The route gate reads the derived features: an HRA account has the incentive feature.
    useMemberContextMock.mockReturnValue({ ...memberContext(['HRA', 'SEARCH', 'CONCIERGE']), features: new Set(['SEARCH', 'INCENTIVE_FEATURE']) });
    await renderWithContent(<InfoRoute />, { content: content(), path: '/sitemap' });
    const app = await screen.findByRole('navigation', { name: 'Your app' });
    const links = [...app.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links.at(-1)).toEqual(['Your ID card', '/id-card']);
    expect(links.slice(0, -1).map(([, href]) => href)).toContain('/home');
  });
});
