import { screen } from '@testing-library/react';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from '../app';
import enUS from '../../translations/en-US.json';
import esUS from '../../translations/es-US.json';

describe('reimbursements remote', () => {
  it('renders the reimbursements heading', async () => {
    await renderRemote(App, { remoteName: 'mfe_reimbursements', translations: { 'en-US': enUS, 'es-US': esUS }, path: '/reimbursements' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reimbursements' })).toBeInTheDocument();
  });
});
