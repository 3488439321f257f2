import { waitFor } from '@testing-library/react';
import { renderRemote } from '@member/remote-runtime/testing';
import { PENDING_BANK_LINK_STORAGE_KEY } from '@member/shared-contracts/reimbursements';
import { App } from '../app';
import { fakeReimbursementsApi, maria, translations } from '../testing/reimbursements-fixtures';

async function render() {
  const api = fakeReimbursementsApi();
  const view = await renderRemote(App, { remoteName: 'mfe_reimbursements', translations, path: '/plaid-oauth', account: maria(), overrides: { http: api.http } });
  return { ...api, ...view };
}

describe('/plaid-oauth', () => {
  afterEach(() => {
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('resumes Link with the stored link token and the received redirect URI, then exchanges and succeeds', async () => {
    window.sessionStorage.setItem(PENDING_BANK_LINK_STORAGE_KEY, 'link-sandbox-1');
    window.history.replaceState(null, '', '/plaid-oauth?oauth_state_id=oauth-state-sandbox-1');
    const api = fakeReimbursementsApi();
    (api.http.post as jest.Mock).mockImplementation(async (path: string, options: { body?: unknown } = {}) => {
      api.calls.push({ method: 'POST', path, query: {}, body: options.body });
      return path === '/sandbox-link/resume' ? { publicToken: 'public-sandbox-9' } : { id: 'bal-9', status: 'VERIFIED' };
    });
    const { navigations } = await renderRemote(App, { remoteName: 'mfe_reimbursements', translations, path: '/plaid-oauth', account: maria(), overrides: { http: api.http } });
    await waitFor(() => expect(navigations).toContain('/reimbursements/direct-deposit-success'));
    expect(api.calls.find((call) => call.path === '/sandbox-link/resume')?.body).toEqual({ linkToken: 'link-sandbox-1', oauthStateId: 'oauth-state-sandbox-1' });
    expect(api.calls.find((call) => call.path === '/bank-link/exchange')?.body).toEqual({ publicToken: 'public-sandbox-9' });
    expect(window.sessionStorage.getItem(PENDING_BANK_LINK_STORAGE_KEY)).toBeNull();
  });

  it('without a stored link token goes back to /reimbursements', async () => {
    const { navigations } = await render();
    await waitFor(() => expect(navigations).toContain('/reimbursements'));
  });

  it('a cancel at the bank goes back to /reimbursements without exchanging', async () => {
    window.sessionStorage.setItem(PENDING_BANK_LINK_STORAGE_KEY, 'link-sandbox-1');
    window.history.replaceState(null, '', '/plaid-oauth?oauth_state_id=s&error=access_denied');
    const { navigations, calls } = await render();
    await waitFor(() => expect(navigations).toContain('/reimbursements'));
    expect(calls.some((call) => call.path === '/bank-link/exchange')).toBe(false);
  });
});
