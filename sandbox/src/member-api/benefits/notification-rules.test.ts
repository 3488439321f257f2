import { useMemberApiHarness } from '../../testing/member-api-harness';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const KEVIN = { email: 'tiered@example.com', accountId: '200006' };
const JAMES = { email: 'search.only@example.com', accountId: '200002' };
const rule = (id: string, accountId: string, extra = '') => `/notification-rules/${id}?account_id=${accountId}${extra}`;

describe('member API: GET /notification-rules/{ruleId}', () => {
  const api = useMemberApiHarness();

  it("answers the member's own rule in English by default and in Spanish when asked", async () => {
    const token = await api.tokenOf(MARIA.email);
    const english = await api.call({ url: rule('claim-needs-information-200001', MARIA.accountId), token });
    expect(english.statusCode).toBe(200);
    expect(english.json()).toEqual({
      id: 'claim-needs-information-200001',
      status: 'active',
      title: 'A claim needs more information',
      body: expect.stringContaining('one more document'),
      actionLabel: 'Go to your claims',
      redirectUrl: '/claims',
    });
    const spanish = await api.call({ url: rule('claim-needs-information-200001', MARIA.accountId, '&locale=es-US'), token });
    expect(spanish.json()).toMatchObject({ title: 'Un reclamo necesita más información', actionLabel: 'Ir a sus reclamos' });
  });

  it('answers the status of Maria’s population-health links: one valid, one expired, one already completed', async () => {
    const token = await api.tokenOf(MARIA.email);
    const statusOf = async (id: string) => (await api.call({ url: rule(id, MARIA.accountId), token })).json().status as string;
    expect(await statusOf('annual-checkup-200001')).toBe('active');
    expect(await statusOf('flu-shot-200001')).toBe('expired');
    expect(await statusOf('health-check-in-200001')).toBe('completed');
  });

  it('needs no product feature (a search-only member reads nothing, but is not refused for the feature)', async () => {
    const response = await api.call({ url: rule('no-such-rule', JAMES.accountId), token: await api.tokenOf(JAMES.email) });
    expect(response.statusCode).toBe(404);
  });

  it("refuses another member's account (403) and another member's rule (403); an unknown rule is 404", async () => {
    const kevin = await api.tokenOf(KEVIN.email);
    const otherAccount = await api.call({ url: rule('claim-needs-information-200001', MARIA.accountId), token: kevin });
    expect(otherAccount.statusCode).toBe(403);
    const otherRule = await api.call({ url: rule('claim-needs-information-200001', KEVIN.accountId), token: kevin });
    expect(otherRule.statusCode).toBe(403);
    expect(otherRule.json().message).toBe('The notification rule belongs to another account');
    expect((await api.call({ url: rule('find-care-200006', KEVIN.accountId), token: kevin })).statusCode).toBe(200);
    expect((await api.call({ url: rule('gone-rule', KEVIN.accountId), token: kevin })).statusCode).toBe(404);
    expect((await api.call({ url: rule('find-care-200006', KEVIN.accountId) })).statusCode).toBe(401);
  });

  it.each([
    ['a rule id with capitals', rule('Claim', MARIA.accountId), 'ruleId must be'],
    ['a rule id that is too long', rule('a'.repeat(65), MARIA.accountId), 'ruleId must be'],
    ['no account_id', '/notification-rules/claim-needs-information-200001', 'account_id is required'],
    ['an unknown locale', rule('claim-needs-information-200001', MARIA.accountId, '&locale=fr-FR'), 'locale must be one of en-US, es-US'],
    ['an unknown key', rule('claim-needs-information-200001', MARIA.accountId, '&debug=1'), 'debug'],
  ])('refuses %s with 400 and a message', async (_case, url, message) => {
    const response = await api.call({ url, token: await api.tokenOf(MARIA.email) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
