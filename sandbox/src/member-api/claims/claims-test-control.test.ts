import { useTestControlHarness } from '../../testing/test-control-harness';
import { SEEDED_CLAIMS } from '../../seed/claims-seed';
import { advanceDueClaims, DEMO_STEP_MS } from './claim-progression';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };

describe('claims over time: demo progression and test control', () => {
  const { api, control } = useTestControlHarness();

  const statusOf = async (claimId: string) => (await api.call({ url: `/claims/${claimId}`, token: await api.tokenOf(MARIA.email) })).json().status;

  it('moves a claim one status at once through test control, 404 for none, 409 when settled', async () => {
    const response = await control.request({ method: 'POST', url: `/claims/${SEEDED_CLAIMS.mariaSubmitted}/advance` });
    expect(response.json()).toEqual({ claimId: SEEDED_CLAIMS.mariaSubmitted, status: 'inReview' });
    expect(await statusOf(SEEDED_CLAIMS.mariaSubmitted)).toBe('inReview');
    expect((await control.request({ method: 'POST', url: '/claims/clm-none/advance' })).statusCode).toBe(404);
    expect((await control.request({ method: 'POST', url: `/claims/${SEEDED_CLAIMS.mariaPaidByCheck}/advance` })).statusCode).toBe(409);
  });

  it('moves a claim submitted through the app on by itself, one step per DEMO_STEP_MS, to paid by direct deposit', async () => {
    const token = await api.tokenOf(MARIA.email);
    const upload = await api.call({ method: 'POST', url: `/claim-uploads?account_id=${MARIA.accountId}&filename=r.pdf`, token, payload: '%PDF', headers: { 'content-type': 'application/pdf' } });
    const created = await api.call({
      method: 'POST',
      url: '/claims',
      token,
      payload: { accountId: MARIA.accountId, patientId: 'pt-200001-1', serviceType: 'labWork', providerName: 'Riverside Lab Services', dateOfService: new Date().toISOString().slice(0, 10), amountCents: 10_000, uploadTokens: [upload.json().uploadToken] },
    });
    const id = created.json().id as string;
    let now = Date.now();
    for (const expected of ['inReview', 'approved', 'paid']) {
      now += DEMO_STEP_MS + 1000;
      await advanceDueClaims(api.database, new Date(now));
      expect(await statusOf(id)).toBe(expected);
    }
    const claim = (await api.call({ url: `/claims/${id}`, token })).json();
    expect(claim).toMatchObject({ planPaidCents: 8_000, memberOwesCents: 2_000, payment: { method: 'directDeposit', amountCents: 8_000 } });
    expect(claim.timeline.map((event: { kind: string }) => event.kind)).toEqual(['submitted', 'inReview', 'approved', 'paid']);
  });
});
