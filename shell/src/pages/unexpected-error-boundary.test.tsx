import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import enShell from '../i18n/locales/en-US.shell.json';
import esShell from '../i18n/locales/es-US.shell.json';
import { UnexpectedErrorBoundary } from './unexpected-error-boundary';

function Broken(): never {
  throw new Error('broken');
}

async function renderBrokenIn(lng: 'en-US' | 'es-US') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { 'en-US': { shell: enShell }, 'es-US': { shell: esShell } } });
  render(
    <UnexpectedErrorBoundary i18n={i18n}>
      <Broken />
    </UnexpectedErrorBoundary>,
  );
}

describe('unexpected-error page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the spec’s copy with a refresh button when anything below throws', async () => {
    await renderBrokenIn('en-US');
    expect(screen.getByRole('alert')).toHaveTextContent('We ran into an unexpected error. Please refresh the app and try again.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish-speaking member', async () => {
    await renderBrokenIn('es-US');
    expect(screen.getByRole('alert')).toHaveTextContent('Ocurrió un error inesperado.');
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });
});
