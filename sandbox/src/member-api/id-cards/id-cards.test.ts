import { toIdCards } from '@member/shared-contracts/id-card';
import { useMemberApiHarness } from '../../testing/member-api-harness';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const JAMES = { email: 'search.only@example.com', accountId: '200002' };
const DANIEL = { email: 'spouse@example.com', accountId: '200005' };
const KEVIN = { email: 'tiered@example.com', accountId: '200006' };

const year = new Date().getFullYear();
const cardsOf = (accountId: string) => `/id-cards?account_id=${accountId}`;

describe('member API: GET /id-cards (the plan ID card)', () => {
  const api = useMemberApiHarness();

  it("answers Maria's family of four, hers first, each as the plan prints it", async () => {
    const response = await api.call({ url: cardsOf(MARIA.accountId), token: await api.tokenOf(MARIA.email) });
    expect(response.statusCode).toBe(200);
    const cards = toIdCards(response.json());
    expect(cards.map((card) => [card.memberFirstName, card.relationship, card.memberId])).toEqual([
      ['Maria', 'Primary', 'M200001'],
      ['Daniel', 'Spouse', 'M200005'],
      ['Sofia', 'Dependent', 'M200001-03'],
      ['Mateo', 'Dependent', 'M200001-04'],
    ]);
    expect(cards[0]).toEqual({
      cardId: 'card-200001-1', relationship: 'Primary', memberFirstName: 'Maria', memberLastName: 'Lopez', memberId: 'M200001',
      planName: 'Acme HRA Gold', networkName: 'Acme Health Network', groupNumber: 'G1001', coverageTier: 'EmployeeAndFamily',
      effectiveDate: `${year}-01-01`, rxBin: '610014', rxPcn: 'ACMERX', rxGroup: 'RX1001', payerId: '87726',
      memberServicesPhone: '+18005550150', conciergePhone: '+18005550100',
      claimsAddress: { lines: ['Acme Health Network Claims', 'PO Box 30555'], city: 'Salt Lake City', state: 'UT', zip: '84130' },
    });
  });

  it('answers the spouse only his own card', async () => {
    const response = await api.call({ url: cardsOf(DANIEL.accountId), token: await api.tokenOf(DANIEL.email) });
    expect(response.statusCode).toBe(200);
    expect(toIdCards(response.json()).map((card) => [card.memberFirstName, card.memberLastName, card.memberId, card.relationship])).toEqual([
      ['Daniel', 'Lopez', 'M200005', 'Spouse'],
    ]);
  });

  it("answers Kevin's tiered plan on the BlueCross BlueShield network, with his daughter", async () => {
    const response = await api.call({ url: cardsOf(KEVIN.accountId), token: await api.tokenOf(KEVIN.email) });
    const cards = toIdCards(response.json());
    expect(cards.map((card) => [card.memberFirstName, card.memberId])).toEqual([['Kevin', 'M200006'], ['Emma', 'M200006-02']]);
    expect(cards[0]).toMatchObject({ planName: 'Acme Tiered Deductible', networkName: 'BlueCross BlueShield of Texas', coverageTier: 'EmployeeAndChildren' });
  });

  it('answers 404 with a message for a member without a plan card (search only)', async () => {
    const response = await api.call({ url: cardsOf(JAMES.accountId), token: await api.tokenOf(JAMES.email) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('This account has no plan ID card');
  });

  it("refuses another member's account (403), even the spouse's for the primary member", async () => {
    const asKevin = await api.call({ url: cardsOf(MARIA.accountId), token: await api.tokenOf(KEVIN.email) });
    expect(asKevin.statusCode).toBe(403);
    expect(asKevin.json().message).toBe('The token does not belong to this account');
    const asMaria = await api.call({ url: cardsOf(DANIEL.accountId), token: await api.tokenOf(MARIA.email) });
    expect(asMaria.statusCode).toBe(403);
  });

  it('refuses a call without a token (401)', async () => {
    expect((await api.call({ url: cardsOf(MARIA.accountId) })).statusCode).toBe(401);
  });

  it.each([
    ['no account_id', '/id-cards', 'account_id is required'],
    ['an empty account_id', '/id-cards?account_id=', 'account_id is required'],
    ['an account_id that is not an account number', '/id-cards?account_id=abc', 'account_id must be an account number'],
    ['account_id twice', `/id-cards?account_id=${MARIA.accountId}&account_id=${MARIA.accountId}`, 'account_id is required'],
    ['an unknown key', `${cardsOf(MARIA.accountId)}&member_id=M200001`, 'member_id'],
  ])('refuses %s with 400 and a message', async (_case, url, message) => {
    const response = await api.call({ url, token: await api.tokenOf(MARIA.email) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
