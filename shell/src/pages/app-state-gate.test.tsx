import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FLAG_DEFAULTS, type FlagValues } from '@member/shared-contracts/flags';
import { AppStateGate } from './app-state-gate';
import { renderWithShell } from '../testing/render-with-shell';

let flags: FlagValues = FLAG_DEFAULTS;
jest.mock('../session/use-member-context', () => ({ useMemberContext: () => ({ flags }) }));

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function RoutedContent() {
  return (
    <label>
      Claim note <input />
    </label>
  );
}

const renderGate = (locale: 'en-US' | 'es-US' = 'en-US', path = '/claims') =>
  renderWithShell(
    <AppStateGate>
      <RoutedContent />
    </AppStateGate>,
    { locale, path },
  );

describe('app-wide state pages', () => {
  afterEach(() => {
    flags = FLAG_DEFAULTS;
    jest.restoreAllMocks();
  });

  it('shows the routed content when nothing is wrong', async () => {
    await renderGate();
    expect(screen.getByRole('textbox', { name: 'Claim note' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the no-internet page once the browser goes offline and removes it when it is back, losing nothing', async () => {
    await renderGate();
    await userEvent.type(screen.getByRole('textbox', { name: 'Claim note' }), 'half written');

    goOnline(false);
    expect(screen.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Claim note' })).not.toBeInTheDocument();

    goOnline(true);
    expect(screen.queryByRole('heading', { name: 'No internet connection' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Claim note' })).toHaveValue('half written');
  });

  it('shows the Spanish no-internet page to a Spanish-speaking member', async () => {
    await renderGate('es-US');
    goOnline(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Sin conexión a internet' })).toBeInTheDocument();
  });

  it('shows the app-update page instead of the app when showAppUpdatePage is on', async () => {
    flags = { ...FLAG_DEFAULTS, showAppUpdatePage: true };
    await renderGate();
    expect(screen.getByRole('heading', { level: 1, name: 'Update the app' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Claim note' })).not.toBeInTheDocument();
  });

  it('shows the error page `?error=` names, and leaves the address without it so the refresh recovers', async () => {
    const { navigator, post } = await renderGate('en-US', '/claims?error=generic&tab=open');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Claim note' })).not.toBeInTheDocument();
    expect(navigator.replace).toHaveBeenCalledWith({ pathname: '/claims', search: '?tab=open', hash: '' }, undefined, { replace: true });
    expect(post).toHaveBeenCalledWith('/metrics', { body: { counters: [{ name: 'errorPage.generic', value: 1 }] }, excludeAuth: true });
  });

  it('shows the country-restriction page for `?error=countryRestriction`, and nothing for an error it does not know', async () => {
    const restricted = await renderGate('en-US', '/?error=countryRestriction');
    expect(screen.getByRole('heading', { level: 1, name: 'Not available in your region' })).toBeInTheDocument();
    restricted.unmount();

    const unknown = await renderGate('en-US', '/claims?error=somethingElse');
    expect(screen.getByRole('textbox', { name: 'Claim note' })).toBeVisible();
    expect(unknown.navigator.replace).not.toHaveBeenCalled();
  });

  it('replaces the routed content with the generic error page while the global error flag is on', async () => {
    const { layoutStore, post } = await renderGate();
    act(() => layoutStore.controls.setGlobalError(true));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Claim note' })).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/metrics', { body: { counters: [{ name: 'errorPage.generic', value: 1 }] }, excludeAuth: true });

    act(() => layoutStore.resetForRouteChange());
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Claim note' })).toBeVisible();
  });

  it('shows the country-restriction page for that kind of global error', async () => {
    const { layoutStore } = await renderGate('es-US');
    act(() => layoutStore.controls.setGlobalError(true, 'countryRestriction'));
    expect(screen.getByRole('heading', { level: 1, name: 'No disponible en su región' })).toBeInTheDocument();
  });
});
