import { screen } from '@testing-library/react';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from './app';
import enUS from '../translations/en-US.json';
import esUS from '../translations/es-US.json';

const translations = { 'en-US': enUS, 'es-US': esUS };

describe('search and care-team remote', () => {
  it.each([
    ['/search', 'Find care'],
    ['/care-team', 'Care team'],
  ])('renders the heading of %s', async (path, heading) => {
    await renderRemote(App, { remoteName: 'mfe_search_careteam', translations, path });
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
