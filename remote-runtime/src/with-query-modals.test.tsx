import { lazy } from 'react';
import { screen } from '@testing-library/react';
import type { QueryModalRequest } from '@member/shared-contracts/modals';
import { renderRemote } from './testing';
import { withQueryModals } from './with-query-modals';

const App = () => <h1>Reimbursements page</h1>;
const Prompt = () => <div role="dialog" aria-label="Direct deposit prompt" />;
const modal: QueryModalRequest = { name: 'setupDirectDepositPrompt', route: '/reimbursements', continueTo: '/claims', error: null, state: null };

describe('withQueryModals: the mount prop `modal` (features §2)', () => {
  it('renders the routes when mounted for a page', async () => {
    await renderRemote(withQueryModals(App, { setupDirectDepositPrompt: Prompt }), { remoteName: 'mfe_reimbursements', translations: { 'en-US': {}, 'es-US': {} } });
    expect(screen.getByRole('heading', { name: 'Reimbursements page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders the named modal instead of the routes when mounted for a modal, its code loaded then', async () => {
    const load = jest.fn(async () => ({ default: Prompt }));
    await renderRemote(withQueryModals(App, { setupDirectDepositPrompt: lazy(load) }), { remoteName: 'mfe_reimbursements', translations: { 'en-US': {}, 'es-US': {} }, overrides: { modal } });
    expect(await screen.findByRole('dialog', { name: 'Direct deposit prompt' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Reimbursements page' })).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for a modal this remote does not have (a shell of a newer release)', async () => {
    const { container } = await renderRemote(withQueryModals(App, {}), { remoteName: 'mfe_reimbursements', translations: { 'en-US': {}, 'es-US': {} }, overrides: { modal } });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
