import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { withQueryModals } from '@member/remote-runtime';
import { renderRemote } from '@member/remote-runtime/testing';
import { PENDING_BANK_LINK_CONTINUE_STORAGE_KEY, type BankAccountLink } from '@member/shared-contracts/reimbursements';
import { type QueryModalRequest } from '@member/shared-contracts/modals';
import { App } from '../app';
import { DirectDepositPrompt } from './direct-deposit-prompt';
import { bankLink, fakeReimbursementsApi, maria, translations } from '../testing/reimbursements-fixtures';

const modal: QueryModalRequest = { name: 'setupDirectDepositPrompt', route: '/reimbursements', continueTo: '/claims', error: null, state: null };

async function renderPrompt(links: BankAccountLink[] = []) {
  const api = fakeReimbursementsApi({ links });
  const view = await renderRemote(withQueryModals(App, { setupDirectDepositPrompt: DirectDepositPrompt }), {
    remoteName: 'mfe_reimbursements',
    translations,
    path: '/home',
    account: maria(),
    overrides: { http: api.http, modal },
  });
  return { ...api, ...view };
}

describe('the direct-deposit prompt (features §2)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('asks a member without a link, a dialog named by its heading and described by its text', async () => {
    await renderPrompt();
    const dialog = await screen.findByRole('dialog', { name: 'Get paid back faster with direct deposit' });
    expect(dialog).toHaveAccessibleDescription(/Your check is in the mail/);
    expect(within(dialog).getByRole('button', { name: 'Set up direct deposit' })).toBeInTheDocument();
  });

  it('"Not now" continues to the accepted redirect', async () => {
    const { navigations } = await renderPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(navigations.at(-1)).toBe('/claims');
  });

  it('Escape continues too', async () => {
    const { navigations } = await renderPrompt();
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(navigations.at(-1)).toBe('/claims'));
  });

  it('"Set up direct deposit" opens Link in place of the prompt; success lands on the success page carrying the redirect', async () => {
    const { navigations, calls } = await renderPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up direct deposit' }));
    const link = await screen.findByRole('dialog', { name: 'Link your bank' });
    expect(screen.queryByRole('dialog', { name: 'Get paid back faster with direct deposit' })).toBeNull();
    expect(window.sessionStorage.getItem(PENDING_BANK_LINK_CONTINUE_STORAGE_KEY)).toBe('/claims');
    await userEvent.click(within(link).getByRole('button', { name: /First Platypus Bank/ }));
    await waitFor(() => expect(navigations.at(-1)).toBe('/reimbursements/direct-deposit-success?redirectUrl=%2Fclaims'));
    expect(calls.some((call) => call.path === '/bank-link/exchange')).toBe(true);
    expect(window.sessionStorage.getItem(PENDING_BANK_LINK_CONTINUE_STORAGE_KEY)).toBeNull();
  });

  it('closing Link brings the prompt back and says nothing was changed', async () => {
    await renderPrompt();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up direct deposit' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Link your bank' })).getByRole('button', { name: 'Close bank link' }));
    const prompt = await screen.findByRole('dialog', { name: 'Get paid back faster with direct deposit' });
    expect(prompt).toHaveTextContent('You closed the bank link before it finished. Nothing was changed.');
  });

  it('a broken link: the prompt offers to fix it through update mode', async () => {
    const { calls } = await renderPrompt([bankLink({ status: 'ERROR_REQUIRES_UPDATE' })]);
    await userEvent.click(await screen.findByRole('button', { name: 'Fix bank link' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/bank-link/link-token')?.body).toMatchObject({ mode: 'update', linkId: 'bal-1' }));
  });

  it.each(['VERIFIED', 'PENDING_VERIFICATION'] as const)('a %s link has nothing to set up: straight on to the redirect, no dialog', async (status) => {
    const { navigations } = await renderPrompt([bankLink({ status })]);
    await waitFor(() => expect(navigations.at(-1)).toBe('/claims'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
