import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@member/remote-runtime/testing';
import { REIMBURSEMENT_PAGE_NAMES, type BankAccountLink, type ReimbursementMethod } from '@member/shared-contracts/reimbursements';
import { App } from '../app';
import { useReimbursementStore } from '../common/reimbursement.store';
import { ADDRESS, bankLink, fakeReimbursementsApi, maria, reimbursementState, translations } from '../testing/reimbursements-fixtures';

async function render(state: { links?: BankAccountLink[]; method?: ReimbursementMethod } = {}, path = '/reimbursements') {
  const api = fakeReimbursementsApi(state);
  const page = jest.fn();
  const analytics = { page, track: jest.fn(), click: jest.fn(), view: jest.fn(), inputChange: jest.fn(), operation: jest.fn(), trackError: jest.fn() };
  const view = await renderRemote(App, { remoteName: 'mfe_reimbursements', translations, path, account: maria(), overrides: { http: api.http, analytics } });
  return { ...api, ...view, page };
}

describe('/reimbursements', () => {
  it('without a link: says a check is mailed until the member chooses, and offers both choices', async () => {
    const { page, props } = await render();
    expect(screen.getByRole('heading', { level: 1, name: 'Reimbursements' })).toBeInTheDocument();
    expect(await screen.findByText(/You haven't chosen how to be paid back yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set up direct deposit' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get a mailed check' })).toHaveAttribute('href', '/reimbursements/check-confirmation');
    expect(page).toHaveBeenCalledWith(REIMBURSEMENT_PAGE_NAMES.setupDirectDeposit, { flow: 'reimbursements' });
    expect(reimbursementState(props.queryClient)).toMatchObject({ bankAccount: null, isBankAccountLoading: false, isPendingVerification: false, hasBankAccountError: false });
  });

  it('shows the verified account masked', async () => {
    await render({ links: [bankLink(), bankLink({ id: 'older', mask: '9999' })], method: { method: 'directDeposit', address: ADDRESS } });
    expect(await screen.findByText('Direct deposit to your First Platypus Bank account ending in 4321.')).toBeInTheDocument();
    expect(screen.getByText('Verified. Reimbursements go to this account.')).toBeInTheDocument();
    expect(screen.queryByText(/9999/)).not.toBeInTheDocument();
  });

  it('pending verification: says what to do and by when, sets the store, tracks the page', async () => {
    const { page, props } = await render({ links: [bankLink({ status: 'PENDING_VERIFICATION', mask: '7788', microDepositsSentAt: '2026-11-20T12:00:00.000Z' })], method: { method: 'directDeposit', address: ADDRESS } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Verify your bank account' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('We sent two small deposits to your account ending in 7788. They arrive within 2 business days. Enter their amounts by November 30, 2026');
    expect(reimbursementState(props.queryClient).isPendingVerification).toBe(true);
    expect(page).toHaveBeenCalledWith(REIMBURSEMENT_PAGE_NAMES.pendingVerification, { flow: 'reimbursements' });
  });

  it('a broken link: a way to fix it through update mode', async () => {
    const { calls, page, props } = await render({ links: [bankLink({ status: 'ERROR_REQUIRES_UPDATE' })], method: { method: 'directDeposit', address: ADDRESS } });
    await userEvent.click(await screen.findByRole('button', { name: 'Fix bank link' }));
    expect(reimbursementState(props.queryClient).hasBankAccountError).toBe(true);
    await waitFor(() => expect(calls.find((call) => call.path === '/bank-link/link-token')?.body).toEqual({ mode: 'update', linkId: 'bal-1', redirectUri: 'http://localhost/plaid-oauth' }));
    expect(page).toHaveBeenCalledWith(REIMBURSEMENT_PAGE_NAMES.error, { flow: 'reimbursements' });
  });

  it('does not show other statuses', async () => {
    await render({ links: [bankLink({ status: 'DISCONNECTED' })], method: { method: 'directDeposit', address: ADDRESS } });
    expect(await screen.findByText(/You haven't chosen how to be paid back yet/)).toBeInTheDocument();
  });

  it('a mailed check: shows the address', async () => {
    await render({ method: { method: 'check', address: ADDRESS } });
    expect(await screen.findByText('A check mailed to:')).toBeInTheDocument();
    expect(screen.getByText(/1200 Barton Springs Rd/)).toHaveTextContent('1200 Barton Springs Rd Apt 4B Austin, TX 78704');
  });

  it('tracks the page reached from an email notification', async () => {
    const { page } = await render({}, '/reimbursements?source=email');
    await screen.findByText(/You haven't chosen/);
    expect(page).toHaveBeenCalledWith(REIMBURSEMENT_PAGE_NAMES.fromEmailNotification, { flow: 'reimbursements' });
  });
});

describe('bank link (stand-in adapter)', () => {
  it('links the instant bank: token → Link → public token → exchange → the success page', async () => {
    const { calls, navigations } = await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up direct deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link your bank' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /First Platypus Bank/ }));
    await waitFor(() => expect(navigations).toContain('/reimbursements/direct-deposit-success'));
    expect(calls.find((call) => call.path === '/bank-link/exchange')?.body).toEqual({ publicToken: 'public-sandbox-1' });
  });

  it('asks the micro-deposit bank for its numbers, checks them, and sends them only in a body', async () => {
    const { calls } = await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up direct deposit' }));
    await userEvent.click(await screen.findByRole('button', { name: /Tattersall/ }));
    await userEvent.type(screen.getByLabelText('Routing number'), '123');
    await userEvent.type(screen.getByLabelText('Account number'), '000123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('A routing number has 9 digits.')).toBeInTheDocument();
    // Focus leaves Continue for the field in error, which a screen reader reads with its message.
    expect(screen.getByLabelText('Routing number')).toHaveFocus();
    expect(screen.getByLabelText('Routing number')).toHaveAccessibleDescription('A routing number has 9 digits.');
    expect(screen.getByLabelText('Account number')).toHaveValue('000123456789');
    await userEvent.clear(screen.getByLabelText('Routing number'));
    await userEvent.type(screen.getByLabelText('Routing number'), '011000015');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(calls.find((call) => call.path === '/sandbox-link/connect')?.body).toEqual({
      linkToken: 'link-sandbox-1', institutionId: 'ins_micro', routingNumber: '011000015', accountNumber: '000123456789',
    }));
    expect(JSON.stringify(calls.map((call) => call.query))).not.toContain('000123456789');
  });

  it('closing Link leaves the member where they were, told nothing changed', async () => {
    const { navigations } = await render();
    await userEvent.click(await screen.findByRole('button', { name: 'Set up direct deposit' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close bank link' }));
    expect(await screen.findByText('You closed the bank link before it finished. Nothing was changed.')).toBeInTheDocument();
    expect(navigations).toEqual([]);
    expect(useReimbursementStore.getState().isPlaidOpen).toBe(false);
  });
});
