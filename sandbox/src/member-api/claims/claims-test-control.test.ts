import { useTestControlHarness } from '../../testing/test-control-harness';
import { SEEDED_CLAIMS } from '../../seed/claims-seed';
import { tinyPdf } from '../../seed/concierge-threads';
import { advanceDueClaims, DEMO_STEP_MS, startClaimProgression } from './claim-progression';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };

describe('claims over time: demo progression and test control', () => {
  const { api, control } = useTestControlHarness();

  const statusOf = async (claimId: string) => (await api.call({ url: `/claims/${claimId}`, token: await api.tokenOf(MARIA.email) })).json().status;

  /** A claim as the app submits it (auto-advancing in demo mode); its id. */
  const submitThroughApp = async (): Promise<string> => {
    const token = await api.tokenOf(MARIA.email);
    const upload = await api.call({ method: 'POST', url: `/claim-uploads?account_id=${MARIA.accountId}&filename=r.pdf`, token, payload: Buffer.from(tinyPdf('Receipt')), headers: { 'content-type': 'application/pdf' } });
    const created = await api.call({
      method: 'POST',
      url: '/claims',
      token,
      payload: { accountId: MARIA.accountId, patientId: 'pt-200001-1', serviceType: 'labWork', providerName: 'Riverside Lab Services', dateOfService: new Date().toISOString().slice(0, 10), amountCents: 10_000, uploadTokens: [upload.json().uploadToken] },
    });
    return created.json().id as string;
  };

  /** The app's claim with its next step overdue, as after DEMO_STEP_MS with no timer run. */
  const submitOverdue = async (): Promise<string> => {
    const id = await submitThroughApp();
    await api.database.query('UPDATE claims SET status_changed_at = $2 WHERE id = $1', [id, new Date(Date.now() - DEMO_STEP_MS - 60_000).toISOString()]);
    return id;
  };

  const claimTables = async () => ({
    claims: await api.database.query('SELECT * FROM claims ORDER BY id'),
    events: await api.database.query('SELECT * FROM claim_events ORDER BY claim_id, at, kind'),
    payments: await api.database.query('SELECT * FROM claim_payments ORDER BY claim_id'),
  });

  it('moves a claim one status at once through test control, 404 for none, 409 when settled', async () => {
    const response = await control.request({ method: 'POST', url: `/claims/${SEEDED_CLAIMS.mariaSubmitted}/advance` });
    expect(response.json()).toEqual({ claimId: SEEDED_CLAIMS.mariaSubmitted, status: 'inReview' });
    expect(await statusOf(SEEDED_CLAIMS.mariaSubmitted)).toBe('inReview');
    expect((await control.request({ method: 'POST', url: '/claims/clm-none/advance' })).statusCode).toBe(404);
    expect((await control.request({ method: 'POST', url: `/claims/${SEEDED_CLAIMS.mariaPaidByCheck}/advance` })).statusCode).toBe(409);
  });

  it('moves a claim submitted through the app on by itself, one step per DEMO_STEP_MS, to paid by direct deposit', async () => {
    const token = await api.tokenOf(MARIA.email);
    const id = await submitThroughApp();
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

  it('reads change nothing, even with a step overdue: GET /claims and GET /claims/{id} leave the database as it was', async () => {
    const token = await api.tokenOf(MARIA.email);
    const id = await submitOverdue();
    const before = await claimTables();
    expect((await api.call({ url: `/claims?account_id=${MARIA.accountId}`, token })).statusCode).toBe(200);
    expect((await api.call({ url: `/claims/${id}`, token })).json().status).toBe('submitted');
    expect(await claimTables()).toEqual(before);
  });

  it('moves an overdue claim by itself on the progression timer, without anyone reading', async () => {
    const id = await submitOverdue();
    const stop = startClaimProgression(api.database, { everyMs: 20, onError: (error) => { throw error; } });
    try {
      const deadline = Date.now() + 5_000;
      let status: string | undefined = 'submitted';
      while (status === 'submitted' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        status = (await api.database.query<{ status: string }>('SELECT status FROM claims WHERE id = $1', [id]))[0]?.status;
      }
      expect(status).toBe('inReview');
    } finally {
      stop();
    }
  });
});
