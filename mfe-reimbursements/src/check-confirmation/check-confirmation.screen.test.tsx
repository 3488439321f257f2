import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from '../app';
import { ADDRESS, fakeReimbursementsApi, maria, translations } from '../testing/reimbursements-fixtures';

async function render(failPut = false) {
  const api = fakeReimbursementsApi({ failPut });
  await renderRemote(App, { remoteName: 'mfe_reimbursements', translations, path: '/reimbursements/check-confirmation', account: maria(), overrides: { http: api.http } });
  return api;
}

describe('/reimbursements/check-confirmation', () => {
  it('starts from the address on file; a corrected address is confirmed', async () => {
    const { calls } = await render();
    expect(await screen.findByLabelText('Street address')).toHaveValue(ADDRESS.line1);
    await userEvent.clear(screen.getByLabelText('Street address'));
    await userEvent.type(screen.getByLabelText('Street address'), '500 W 2nd St');
    await userEvent.clear(screen.getByLabelText(/ZIP code/));
    await userEvent.type(screen.getByLabelText(/ZIP code/), '78701-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm mailing address' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Checks will be mailed to you' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...ADDRESS, line1: '500 W 2nd St', zipCode: '78701-1234' });
    expect(screen.getByRole('link', { name: 'Set up direct deposit later' })).toHaveAttribute('href', '/reimbursements/setup-direct-deposit-later');
  });

  it('explains an invalid ZIP, focuses it and loses nothing typed; nothing is sent', async () => {
    const { calls } = await render();
    await userEvent.clear(await screen.findByLabelText('City'));
    await userEvent.type(screen.getByLabelText('City'), 'Round Rock');
    await userEvent.clear(screen.getByLabelText(/ZIP code/));
    await userEvent.type(screen.getByLabelText(/ZIP code/), '7870');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm mailing address' }));
    expect(await screen.findByText('Enter a ZIP code of 5 digits, or ZIP+4 like 78701-1234.')).toBeInTheDocument();
    expect(screen.getByLabelText(/ZIP code/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/ZIP code/)).toHaveFocus();
    expect(screen.getByLabelText('City')).toHaveValue('Round Rock');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('a failed save keeps the address and says so', async () => {
    await render(true);
    await userEvent.selectOptions(await screen.findByLabelText('State'), 'CA');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm mailing address' }));
    expect(await screen.findByText("We couldn't save your address. Nothing was lost; please try again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('CA'));
  });
});
