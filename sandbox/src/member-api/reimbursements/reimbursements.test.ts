import type { BankAccountLink, ReimbursementMethod, StandInSession } from '@member/shared-contracts/reimbursements';
import { useTestControlHarness } from '../../testing/test-control-harness';
import { SEEDED_BANK_LINKS } from './reimbursements-seed';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const DANIEL = { email: 'spouse@example.com', accountId: '200005' };
const KEVIN = { email: 'tiered@example.com', accountId: '200006' };
const GRACE = { email: 'demo.client@example.com', accountId: '200009' };
const LUCIA = { email: 'spanish@example.com', accountId: '200010' };
const REDIRECT = 'http://localhost:3000/plaid-oauth';
const ADDRESS = { line1: '500 W 2nd St', line2: '', city: 'Austin', state: 'TX', zipCode: '78701-0001' };

describe('member API: reimbursements and bank link (member-features §7)', () => {
  const { api, control } = useTestControlHarness();
  let maria: string;

  beforeAll(async () => {
    maria = await api.tokenOf(MARIA.email);
  });

  const links = async (accountId: string, token: string) => api.call({ url: `/bank-account-links?account_id=${accountId}`, token });
  const linkToken = async (token: string, accountId: string, body: Record<string, unknown>) =>
    api.call({ method: 'POST', url: `/bank-link/link-token?account_id=${accountId}`, token, payload: { redirectUri: REDIRECT, ...body } });
  const connect = (body: Record<string, unknown>) => api.call({ method: 'POST', url: '/sandbox-link/connect', payload: body });
  const exchange = (token: string, accountId: string, publicToken: string) =>
    api.call({ method: 'POST', url: `/bank-link/exchange?account_id=${accountId}`, token, payload: { publicToken } });

  it('seeds Maria without a link, Daniel verified, Grace pending verification and Lucía broken', async () => {
    expect((await links(MARIA.accountId, maria)).json()).toEqual({ items: [] });
    const first = async (who: { email: string; accountId: string }) => ((await links(who.accountId, await api.tokenOf(who.email))).json() as { items: BankAccountLink[] }).items[0];
    expect(await first(DANIEL)).toMatchObject({ status: 'VERIFIED', mask: '4321' });
    expect(await first(GRACE)).toMatchObject({ status: 'PENDING_VERIFICATION', mask: '7788' });
    expect((await first(GRACE))?.microDepositsSentAt).toEqual(expect.any(String));
    expect(await first(LUCIA)).toMatchObject({ status: 'ERROR_REQUIRES_UPDATE' });
  });

  it('links an instant bank: link token → connect → public token → exchange; the link is first and masked', async () => {
    const { linkToken: token } = (await linkToken(maria, MARIA.accountId, { mode: 'create' })).json();
    const session = (await api.call({ url: `/sandbox-link/session?link_token=${token}` })).json() as StandInSession;
    expect(session.institutions.map((institution) => institution.kind)).toEqual(['instant', 'oauth', 'microDeposits']);
    const { publicToken } = (await connect({ linkToken: token, institutionId: 'ins_instant' })).json();
    const linked = await exchange(maria, MARIA.accountId, publicToken);
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ institutionName: 'First Platypus Bank', mask: '0000', status: 'VERIFIED' });
    expect(((await links(MARIA.accountId, maria)).json() as { items: BankAccountLink[] }).items[0]?.id).toBe(linked.json().id);
    expect(((await api.call({ url: `/reimbursement-method?account_id=${MARIA.accountId}`, token: maria })).json() as ReimbursementMethod).method).toBe('directDeposit');
    // A public token is exchanged once.
    expect((await exchange(maria, MARIA.accountId, publicToken)).statusCode).toBe(400);
  });

  it('keeps only the last four digits of a micro-deposit bank, pending until the amounts are confirmed', async () => {
    const { linkToken: token } = (await linkToken(maria, MARIA.accountId, { mode: 'create' })).json();
    expect((await connect({ linkToken: token, institutionId: 'ins_micro', routingNumber: '12345', accountNumber: '000123456789' })).statusCode).toBe(400);
    const { publicToken } = (await connect({ linkToken: token, institutionId: 'ins_micro', routingNumber: '011000015', accountNumber: '000123456789' })).json();
    const link = (await exchange(maria, MARIA.accountId, publicToken)).json() as BankAccountLink;
    expect(link).toMatchObject({ mask: '6789', status: 'PENDING_VERIFICATION' });
    const stored = JSON.stringify(await api.database.query('SELECT * FROM bank_account_links WHERE id = $1', [link.id]));
    expect(stored).not.toContain('000123456789');
    expect(stored).not.toContain('011000015');

    const { linkToken: update } = (await linkToken(maria, MARIA.accountId, { mode: 'update', linkId: link.id })).json();
    expect(((await api.call({ url: `/sandbox-link/session?link_token=${update}` })).json() as StandInSession).update).toBe('verifyMicroDeposits');
    const wrong = await api.call({ method: 'POST', url: '/sandbox-link/verify', payload: { linkToken: update, amounts: [1, 2] } });
    expect(wrong.statusCode).toBe(400);
    const right = (await api.call({ method: 'POST', url: '/sandbox-link/verify', payload: { linkToken: update, amounts: [45, 32] } })).json();
    expect((await exchange(maria, MARIA.accountId, right.publicToken)).json()).toMatchObject({ id: link.id, status: 'VERIFIED' });
  });

  it("locks a link's micro-deposit verification after 3 wrong pairs, across link tokens, as Plaid does; the right pair is then refused too", async () => {
    const grace = await api.tokenOf(GRACE.email);
    const updateToken = async () => (await linkToken(grace, GRACE.accountId, { mode: 'update', linkId: SEEDED_BANK_LINKS.grace })).json().linkToken as string;
    const verify = (token: string, amounts: number[]) => api.call({ method: 'POST', url: '/sandbox-link/verify', payload: { linkToken: token, amounts } });
    const first = await updateToken();
    expect((await verify(first, [1, 2])).json()).toEqual({ message: 'validation.bank.microDepositsWrong', errorCode: 'INCORRECT_DEPOSIT_VERIFICATION', attemptsLeft: 2 });
    expect((await verify(first, [3, 4])).json()).toMatchObject({ errorCode: 'INCORRECT_DEPOSIT_VERIFICATION', attemptsLeft: 1 });
    // A new link token for the same link gives no new tries.
    const second = await updateToken();
    const locked = await verify(second, [5, 6]);
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ message: 'validation.bank.microDepositsLocked', errorCode: 'TOO_MANY_VERIFICATION_ATTEMPTS', attemptsLeft: 0 });
    expect((await verify(await updateToken(), [45, 32])).json()).toMatchObject({ errorCode: 'TOO_MANY_VERIFICATION_ATTEMPTS' });
    expect(((await api.call({ url: `/sandbox-link/session?link_token=${await updateToken()}` })).json() as StandInSession).update).toBe('verificationLocked');
    // Starting over: a new link in create mode.
    const { linkToken: fresh } = (await linkToken(grace, GRACE.accountId, { mode: 'create' })).json();
    const { publicToken } = (await connect({ linkToken: fresh, institutionId: 'ins_instant' })).json();
    expect((await exchange(grace, GRACE.accountId, publicToken)).json()).toMatchObject({ status: 'VERIFIED' });
  });

  it('sends the OAuth bank out to its page and resumes with the state it sent back', async () => {
    const { linkToken: token } = (await linkToken(maria, MARIA.accountId, { mode: 'create' })).json();
    const out = (await connect({ linkToken: token, institutionId: 'ins_oauth' })).json();
    expect(new URL(out.oauthUrl).pathname).toBe(`/sandbox-link/oauth-bank/${out.oauthStateId}`);
    const bankPage = await api.call({ url: new URL(out.oauthUrl).pathname, headers: { 'x-application-id': '' } });
    expect(bankPage.statusCode).toBe(200);
    expect(bankPage.body).toContain(`${REDIRECT}?oauth_state_id=${out.oauthStateId}`);
    expect((await api.call({ method: 'POST', url: '/sandbox-link/resume', payload: { linkToken: token, oauthStateId: 'forged' } })).statusCode).toBe(400);
    const { publicToken } = (await api.call({ method: 'POST', url: '/sandbox-link/resume', payload: { linkToken: token, oauthStateId: out.oauthStateId } })).json();
    expect((await exchange(maria, MARIA.accountId, publicToken)).json()).toMatchObject({ institutionName: 'Platypus OAuth Bank', status: 'VERIFIED' });
  });

  it('fixes a broken link through update mode; test control breaks it again', async () => {
    const lucia = await api.tokenOf(LUCIA.email);
    const { linkToken: token } = (await linkToken(lucia, LUCIA.accountId, { mode: 'update', linkId: SEEDED_BANK_LINKS.lucia })).json();
    const { publicToken } = (await connect({ linkToken: token })).json();
    expect((await exchange(lucia, LUCIA.accountId, publicToken)).json()).toMatchObject({ id: SEEDED_BANK_LINKS.lucia, status: 'VERIFIED' });
    expect((await linkToken(lucia, LUCIA.accountId, { mode: 'update', linkId: SEEDED_BANK_LINKS.lucia })).statusCode).toBe(409);

    const broken = await control.request({ method: 'PUT', url: `/bank-account-links/${LUCIA.accountId}/status`, payload: { status: 'ERROR_REQUIRES_UPDATE' } });
    expect(broken.statusCode).toBe(200);
    expect(((await links(LUCIA.accountId, lucia)).json() as { items: BankAccountLink[] }).items[0]?.status).toBe('ERROR_REQUIRES_UPDATE');
    expect((await control.request({ method: 'PUT', url: `/bank-account-links/${LUCIA.accountId}/status`, payload: { status: 'NOPE' } })).statusCode).toBe(422);
    expect((await control.request({ method: 'PUT', url: '/bank-account-links/200002/status', payload: { status: 'VERIFIED' } })).statusCode).toBe(404);
  });

  it('chooses a mailed check to a valid address; refuses a bad ZIP or state with a message and keeps the old address', async () => {
    const before = (await api.call({ url: `/reimbursement-method?account_id=${MARIA.accountId}`, token: maria })).json() as ReimbursementMethod;
    const badZip = await api.call({ method: 'PUT', url: `/reimbursement-method/check?account_id=${MARIA.accountId}`, token: maria, payload: { ...ADDRESS, zipCode: '7870' } });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().message).toBe('validation.address.zipInvalid');
    const badState = await api.call({ method: 'PUT', url: `/reimbursement-method/check?account_id=${MARIA.accountId}`, token: maria, payload: { ...ADDRESS, state: 'ZZ' } });
    expect(badState.json().message).toBe('validation.address.stateInvalid');
    expect((await api.call({ method: 'PUT', url: `/reimbursement-method/check?account_id=${MARIA.accountId}`, token: maria, payload: 'nope' })).statusCode).toBe(400);
    expect((await api.call({ url: `/reimbursement-method?account_id=${MARIA.accountId}`, token: maria })).json()).toEqual(before);
    const saved = await api.call({ method: 'PUT', url: `/reimbursement-method/check?account_id=${MARIA.accountId}`, token: maria, payload: ADDRESS });
    expect(saved.json()).toEqual({ method: 'check', address: ADDRESS });
  });

  describe('refusals', () => {
    it('refuses without a token (401), for another account (403) and for an account without HRA (403)', async () => {
      expect((await api.call({ url: `/bank-account-links?account_id=${MARIA.accountId}` })).statusCode).toBe(401);
      for (const call of [
        { url: `/bank-account-links?account_id=${DANIEL.accountId}` },
        { url: `/reimbursement-method?account_id=${DANIEL.accountId}` },
        { method: 'PUT' as const, url: `/reimbursement-method/check?account_id=${DANIEL.accountId}`, payload: ADDRESS },
        { method: 'POST' as const, url: `/bank-link/link-token?account_id=${DANIEL.accountId}`, payload: { mode: 'create', redirectUri: REDIRECT } },
        { method: 'POST' as const, url: `/bank-link/exchange?account_id=${DANIEL.accountId}`, payload: { publicToken: 'x' } },
      ]) {
        expect((await api.call({ ...call, token: maria })).statusCode).toBe(403);
      }
      const kevin = await api.tokenOf(KEVIN.email);
      expect((await links(KEVIN.accountId, kevin)).statusCode).toBe(403);
    });

    it("refuses another account's link in update mode and another account's public token", async () => {
      expect((await linkToken(maria, MARIA.accountId, { mode: 'update', linkId: SEEDED_BANK_LINKS.daniel })).statusCode).toBe(403);
      const daniel = await api.tokenOf(DANIEL.email);
      const { linkToken: token } = (await linkToken(daniel, DANIEL.accountId, { mode: 'create' })).json();
      const { publicToken } = (await connect({ linkToken: token, institutionId: 'ins_instant' })).json();
      expect((await exchange(maria, MARIA.accountId, publicToken)).statusCode).toBe(403);
    });

    it('refuses bad input with 400 and a message', async () => {
      expect((await api.call({ url: '/bank-account-links', token: maria })).statusCode).toBe(400);
      expect((await linkToken(maria, MARIA.accountId, { mode: 'other' })).statusCode).toBe(400);
      expect((await linkToken(maria, MARIA.accountId, { mode: 'create', redirectUri: 'https://evil.example/plaid-oauth' })).json().message).toMatch(/redirectUri/);
      expect((await linkToken(maria, MARIA.accountId, { mode: 'update' })).statusCode).toBe(400);
      expect((await exchange(maria, MARIA.accountId, '')).statusCode).toBe(400);
      expect((await exchange(maria, MARIA.accountId, 'public-sandbox-forged')).statusCode).toBe(400);
      expect((await connect({ linkToken: 'link-sandbox-forged', institutionId: 'ins_instant' })).statusCode).toBe(400);
      const { linkToken: token } = (await linkToken(maria, MARIA.accountId, { mode: 'create' })).json();
      expect((await connect({ linkToken: token, institutionId: 'ins_nope' })).statusCode).toBe(400);
      expect((await api.call({ url: '/sandbox-link/session?link_token=forged' })).statusCode).toBe(400);
      expect((await api.call({ url: '/sandbox-link/oauth-bank/forged', headers: { 'x-application-id': '' } })).statusCode).toBe(400);
    });
  });
});
