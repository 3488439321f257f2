import { screen } from '@testing-library/react';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from '../app';
import enUS from '../../translations/en-US.json';
import esUS from '../../translations/es-US.json';

describe('messages remote', () => {
  it('renders the messages heading on the CONCIERGE tab root', async () => {
    await renderRemote(App, { remoteName: 'mfe_messages', translations: { 'en-US': enUS, 'es-US': esUS }, path: '/messages' });
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
  });
});
