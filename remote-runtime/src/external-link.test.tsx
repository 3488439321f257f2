import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NativePort } from '@member/shared-contracts/mount';
import { ExternalLink } from './external-link';
import { createTestMountProps, renderRemote } from './testing';

const MAP = 'https://maps.example.com/dir/?destination=120%20Oak%20Ave';

function Directions() {
  return <ExternalLink href={MAP}>Get directions</ExternalLink>;
}

function DirectionsInSpanish() {
  return <ExternalLink href={MAP}>Cómo llegar</ExternalLink>;
}

const remote = { remoteName: 'mfe_search_careteam', translations: { 'en-US': {}, 'es-US': {} } } as const;

async function renderWith(native: Partial<NativePort>, App = Directions) {
  const { props } = await createTestMountProps(remote);
  return renderRemote(App, { ...remote, overrides: { native: { ...props.native, ...native } } });
}

describe('ExternalLink', () => {
  it('in a browser: a link that opens a new tab, and the in-app browser is never asked', async () => {
    const openInAppBrowser = jest.fn();
    await renderWith({ isNative: false, openInAppBrowser });
    const link = screen.getByRole('link', { name: 'Get directions (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(MAP);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(openInAppBrowser).not.toHaveBeenCalled();
  });

  it('inside the native shell: the press opens the in-app browser instead of leaving the web view', async () => {
    const openInAppBrowser = jest.fn();
    await renderWith({ isNative: true, openInAppBrowser });
    const link = screen.getByRole('link', { name: 'Get directions (opens in the in-app browser)' });
    // The press stops at the link (react-aria stops its propagation), so the cancelled navigation is read
    // where it happens: the click's own preventDefault.
    const preventDefault = jest.spyOn(Event.prototype, 'preventDefault');
    await userEvent.click(link);
    const cancelledClicks = preventDefault.mock.contexts.filter((event) => (event as Event).type === 'click' && (event as Event).target === link);
    preventDefault.mockRestore();
    expect(openInAppBrowser).toHaveBeenCalledWith(MAP);
    expect(cancelledClicks.length).toBeGreaterThan(0);
  });

  it('inside the native shell its name says the in-app browser opens, never a new tab', async () => {
    await renderWith({ isNative: true });
    expect(screen.getByRole('link', { name: 'Get directions (opens in the in-app browser)' })).toBeInTheDocument();
    expect(screen.queryByText(/new tab/)).toBeNull();
  });

  it.each([
    [false, 'Cómo llegar (se abre en otra pestaña)'],
    [true, 'Cómo llegar (se abre en el navegador de la aplicación)'],
  ])('in Spanish (native shell: %s) its name is "%s"', async (isNative, name) => {
    const view = await renderWith({ isNative }, DirectionsInSpanish);
    await act(() => view.props.i18n.changeLanguage('es-US'));
    expect(screen.getByRole('link', { name })).toBeInTheDocument();
  });
});
