import { act, render, screen } from '@testing-library/react';
import { Router, type Navigator } from '@member/router';
import { ShellServicesProvider, type ShellServices } from '../platform/shell-services';
import { findOfflineCardOwnerAtStart, useOfflineCardAccount } from './offline-card-pass';

const keptCardsOwner = jest.fn<Promise<string | null>, [string]>();
jest.mock('./kept-cards-owner', () => ({ keptCardsOwner: (clientId: string) => keptCardsOwner(clientId) }));

const CLIENT_ID = 'pool-client-1';
const services = { config: { services: { identity: { userPoolClientId: CLIENT_ID } } } } as unknown as ShellServices;
const navigator: Navigator = { createHref: (to) => String(to), go: jest.fn(), push: jest.fn(), replace: jest.fn() };

function Owner() {
  return <p>owner: {useOfflineCardAccount() ?? 'none'}</p>;
}

const renderAt = (at: string) =>
  render(
    <ShellServicesProvider services={services}>
      <Router location={at} navigator={navigator}>
        <Owner />
      </Router>
    </ShellServicesProvider>,
  );

/** The page at `path`, online or not. The pass is page-wide state: each test leaves it naming nobody. */
function pageAt(path: string, online: boolean) {
  window.history.replaceState(null, '', path);
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
}

describe('the offline card pass', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    keptCardsOwner.mockReset();
    window.history.replaceState(null, '', '/');
  });

  it('knows the kept cards’ owner before the first render of a cold start offline at /id-card', async () => {
    keptCardsOwner.mockResolvedValue('200001');
    pageAt('/id-card', false);
    await findOfflineCardOwnerAtStart(CLIENT_ID);
    expect(keptCardsOwner).toHaveBeenCalledWith(CLIENT_ID);
    renderAt('/id-card');
    // The first render: the route gate never sees a member it would send to sign-in.
    expect(screen.getByText('owner: 200001')).toBeInTheDocument();
    // Its effect looks again (the same answer).
    await act(async () => undefined);
    keptCardsOwner.mockResolvedValue(null);
    await act(() => findOfflineCardOwnerAtStart(CLIENT_ID));
  });

  it('looks nothing up online or at another path, and names nobody there', async () => {
    keptCardsOwner.mockResolvedValue('200001');
    pageAt('/id-card', true);
    await findOfflineCardOwnerAtStart(CLIENT_ID);
    pageAt('/claims', false);
    await findOfflineCardOwnerAtStart(CLIENT_ID);
    expect(keptCardsOwner).not.toHaveBeenCalled();
    renderAt('/claims');
    expect(screen.getByText('owner: none')).toBeInTheDocument();
  });

  it('names nobody when no cards are kept, and a failed look-up opens nothing', async () => {
    pageAt('/id-card', false);
    keptCardsOwner.mockResolvedValue(null);
    await findOfflineCardOwnerAtStart(CLIENT_ID);
    expect(keptCardsOwner).toHaveBeenCalledTimes(1);
    const view = renderAt('/id-card');
    await act(async () => undefined);
    view.unmount();
    keptCardsOwner.mockRejectedValue(new Error('cache storage unavailable'));
    await expect(findOfflineCardOwnerAtStart(CLIENT_ID)).resolves.toBeUndefined();
    renderAt('/id-card');
    await act(async () => undefined);
    expect(screen.getByText('owner: none')).toBeInTheDocument();
  });

  it('looks again when the signal goes with /id-card on screen, and lets go when it is back', async () => {
    keptCardsOwner.mockResolvedValue('200001');
    pageAt('/id-card', true);
    renderAt('/id-card');
    expect(screen.getByText('owner: none')).toBeInTheDocument();
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByText('owner: 200001')).toBeInTheDocument();
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByText('owner: none')).toBeInTheDocument();
  });
});
