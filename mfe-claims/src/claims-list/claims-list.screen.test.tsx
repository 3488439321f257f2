import { screen } from '@testing-library/react';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from '../app';
import enUS from '../../translations/en-US.json';
import esUS from '../../translations/es-US.json';

const translations = { 'en-US': enUS, 'es-US': esUS };

describe('claims remote', () => {
  it('renders the claims heading on its tab root', async () => {
    await renderRemote(App, { remoteName: 'mfe_claims', translations, path: '/claims' });
    expect(screen.getByRole('heading', { level: 1, name: 'Claims' })).toBeInTheDocument();
  });

  it('answers page-not-found for claim screens not built yet', async () => {
    await renderRemote(App, { remoteName: 'mfe_claims', translations, path: '/claims/new' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
