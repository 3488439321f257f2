import { render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from '@member/i18n';
import { Router, type Navigator } from '@member/router';
import type { HttpClient } from '@member/shared-contracts/http';
import { commonTranslations } from './testing/common-strings';
import { ErrorReportingProvider } from './error-page-report';
import { NotFoundScreen } from './not-found-screen';
import { renderRemote } from './testing';

const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };

function fakePorts() {
  const post = jest.fn().mockResolvedValue(undefined);
  const http = { get: jest.fn(), post, put: jest.fn(), patch: jest.fn(), delete: jest.fn() } as unknown as HttpClient;
  const analytics = { page: jest.fn(), track: jest.fn(), click: jest.fn(), view: jest.fn(), inputChange: jest.fn(), operation: jest.fn(), trackError: jest.fn() };
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  return { http, post, analytics, logger };
}

async function renderInHost(lng: 'en-US' | 'es-US') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { 'en-US': { common: commonTranslations['en-US'] }, 'es-US': { common: commonTranslations['es-US'] } } });
  const ports = fakePorts();
  render(
    <I18nextProvider i18n={i18n}>
      <Router location="/no-such-page" navigator={navigator}>
        <ErrorReportingProvider ports={ports}>
          <NotFoundScreen />
        </ErrorReportingProvider>
      </Router>
    </I18nextProvider>,
  );
  return ports;
}

describe('page-not-found (404) page', () => {
  it('shows the page-not-found copy with a link home to /home', async () => {
    await renderInHost('en-US');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/We couldn't find the page you were looking for/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/home');
  });

  it('speaks Spanish', async () => {
    await renderInHost('es-US');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText(/No pudimos encontrar la página que buscaba/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/home');
  });

  it('counts an error metric and an error-reporting event once, with no path or personal data', async () => {
    const { post, analytics } = await renderInHost('en-US');
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith('/metrics', { body: { counters: [{ name: 'errorPage.notFound', value: 1 }] }, excludeAuth: true });
    expect(analytics.trackError).toHaveBeenCalledWith('error_page_shown', 'notFound');
  });

  it('reports through the mount props inside a remote, and a failing metric call breaks nothing', async () => {
    const ports = fakePorts();
    ports.post.mockRejectedValue(new Error('offline'));
    await renderRemote(NotFoundScreen, {
      remoteName: 'mfe_claims',
      translations: { 'en-US': {}, 'es-US': {} },
      overrides: { http: ports.http, analytics: ports.analytics, logger: ports.logger },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(ports.logger.warn).toHaveBeenCalledWith('error metric not sent', { kind: 'notFound' }));
    expect(ports.analytics.trackError).toHaveBeenCalledWith('error_page_shown', 'notFound');
  });

  it('still renders in a remote test whose http client is not configured', async () => {
    await renderRemote(NotFoundScreen, { remoteName: 'mfe_claims', translations: { 'en-US': {}, 'es-US': {} } });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
