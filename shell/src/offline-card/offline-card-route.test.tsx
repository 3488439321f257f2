import { screen } from '@testing-library/react';
import { renderWithShell } from '../testing/render-with-shell';
import { OfflineCardRoute } from './offline-card-route';
import { openAsPage } from './open-as-page';

jest.mock('./open-as-page', () => ({ openAsPage: jest.fn() }));
jest.mock('../federation/remote-area', () => ({ RemoteArea: ({ remote }: { remote: string }) => <p>remote {remote}</p> }));

describe('the offline card’s route', () => {
  beforeEach(() => jest.mocked(openAsPage).mockClear());

  it('mounts the remote that owns /id-card when the member’s cards are kept', async () => {
    await renderWithShell(<OfflineCardRoute cardsKept />, { path: '/id-card' });
    expect(screen.getByText('remote mfe_home_onboarding')).toBeInTheDocument();
    expect(openAsPage).not.toHaveBeenCalled();
  });

  it('shows the no-internet page when the stored token’s member has no kept cards', async () => {
    await renderWithShell(<OfflineCardRoute cardsKept={false} />, { path: '/id-card' });
    expect(screen.getByRole('heading', { level: 1, name: 'No internet connection' })).toBeInTheDocument();
    expect(screen.queryByText(/^remote /)).not.toBeInTheDocument();
  });

  it('loads any other address as a page of the app, with its query and hash', async () => {
    const view = await renderWithShell(<OfflineCardRoute cardsKept />, { path: '/id-card' });
    view.rerenderAt('/home?tab=1#top');
    expect(openAsPage).toHaveBeenCalledWith('/home?tab=1#top');
    expect(screen.queryByText(/^remote /)).not.toBeInTheDocument();
  });
});
