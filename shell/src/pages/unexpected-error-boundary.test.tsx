import { render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { shellResources } from '../i18n/shell-resources';
import { UnexpectedErrorBoundary } from './unexpected-error-boundary';

function Broken(): never {
  throw new Error('broken');
}

async function i18nIn(lng: 'en-US' | 'es-US') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { 'en-US': { shell: shellResources['en-US'] }, 'es-US': { shell: shellResources['es-US'] } } });
  return i18n;
}

function renderBroken(i18n: I18n) {
  render(
    <UnexpectedErrorBoundary i18n={i18n}>
      <Broken />
    </UnexpectedErrorBoundary>,
  );
}

const ENGLISH = 'We ran into an unexpected error. Please refresh the app and try again.';
const SPANISH = 'Ocurrió un error inesperado. Actualice la aplicación e inténtelo de nuevo.';

describe('unexpected-error page', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the spec’s copy with a refresh button when anything below throws', async () => {
    renderBroken(await i18nIn('en-US'));
    expect(screen.getByRole('alert')).toHaveTextContent(ENGLISH);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  it('speaks Spanish to a Spanish-speaking member', async () => {
    renderBroken(await i18nIn('es-US'));
    expect(screen.getByRole('alert')).toHaveTextContent(SPANISH);
    expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();
  });

  it('still shows its copy when i18next has no strings loaded', async () => {
    const empty = i18next.createInstance();
    await empty.init({ lng: 'es-US', resources: {} });
    renderBroken(empty);
    expect(screen.getByRole('alert')).toHaveTextContent(SPANISH);
  });

  it('still shows its copy when i18next itself throws', () => {
    const broken = {
      get language(): string {
        throw new Error('i18n broken');
      },
      getFixedT: () => {
        throw new Error('i18n broken');
      },
    } as unknown as I18n;
    jest.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    renderBroken(broken);
    expect(screen.getByRole('alert')).toHaveTextContent(ENGLISH);
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});
