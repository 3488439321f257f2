import { ATTACHMENT_MAX_BYTES } from '@member/shared-contracts/uploads';
import { CLAIM_STATUSES, todayIsoDate, type ClaimDetails, type ClaimsPage } from '@member/shared-contracts/claims';
import { startMemberApiHarness, type MemberApiHarness } from '../../testing/member-api-harness';
import { SEEDED_CLAIMS } from '../../seed/claims-seed';
import { tinyPdf } from '../../seed/concierge-threads';
import { HTML_PAGE, TINY_PNG, WINDOWS_PROGRAM } from '../../testing/attachment-samples';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const DANIEL = { email: 'spouse@example.com', accountId: '200005' };
const KEVIN = { email: 'tiered@example.com', accountId: '200006' };
const JAMES = { email: 'search.only@example.com', accountId: '200002' };

describe('member API: claims (member-features §7)', () => {
  let api: MemberApiHarness;
  let maria: string;

  beforeAll(async () => {
    api = await startMemberApiHarness();
    maria = await api.tokenOf(MARIA.email);
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  const list = async (query: string, token = maria) => api.call({ url: `/claims?account_id=${MARIA.accountId}${query}`, token });
  const upload = (token: string, accountId: string, body: string | Uint8Array, type: string, fileName = 'receipt.png') =>
    api.call({ method: 'POST', url: `/claim-uploads?account_id=${accountId}&filename=${encodeURIComponent(fileName)}`, token, payload: Buffer.from(body), headers: { 'content-type': type } });
  const claimCount = async () => (await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM claims'))[0]?.n;

  describe('seed', () => {
    it("gives Maria at least 40 claims over two years in every status, newest first, paged", async () => {
      const first = (await list('&limit=20')).json() as ClaimsPage;
      expect(first.total).toBeGreaterThanOrEqual(40);
      expect(first.items).toHaveLength(20);
      expect(first.years).toEqual([2026, 2025]);
      expect(first.patients.map((patient) => patient.firstName)).toEqual(['Maria', 'Daniel', 'Sofia', 'Mateo']);
      const dates = first.items.map((claim) => claim.dateOfService);
      expect([...dates].sort().reverse()).toEqual(dates);
      const all = (await list('&limit=50')).json() as ClaimsPage;
      expect(new Set(all.items.map((claim) => claim.status))).toEqual(new Set(CLAIM_STATUSES));
      const second = (await list('&limit=20&offset=20')).json() as ClaimsPage;
      expect(second.items[0]?.id).toBe(all.items[20]?.id);
    });

    it('filters by status, patient and year', async () => {
      const denied = (await list('&status=denied')).json() as ClaimsPage;
      expect(denied.items.length).toBeGreaterThan(0);
      expect(denied.items.every((claim) => claim.status === 'denied')).toBe(true);
      const sofia = (await list('&patient_id=pt-200001-3&limit=50')).json() as ClaimsPage;
      expect(sofia.items.every((claim) => claim.patient.firstName === 'Sofia')).toBe(true);
      const y2025 = (await list('&year=2025&limit=50')).json() as ClaimsPage;
      expect(y2025.items.every((claim) => claim.dateOfService.startsWith('2025'))).toBe(true);
      expect(y2025.total + ((await list('&year=2026')).json() as ClaimsPage).total).toBe(((await list('&limit=1')).json() as ClaimsPage).total);
    });

    it('gives Kevin (cannot submit) TPA claims, Daniel a few, James none and no claims at all', async () => {
      const kevin = (await api.call({ url: `/claims?account_id=${KEVIN.accountId}`, token: await api.tokenOf(KEVIN.email) })).json() as ClaimsPage;
      expect(kevin.items.length).toBeGreaterThan(0);
      expect(kevin.items.every((claim) => claim.source === 'TPA')).toBe(true);
      const daniel = (await api.call({ url: `/claims?account_id=${DANIEL.accountId}`, token: await api.tokenOf(DANIEL.email) })).json() as ClaimsPage;
      expect(daniel.total).toBe(3);
      expect((await api.call({ url: `/claims?account_id=${JAMES.accountId}`, token: await api.tokenOf(JAMES.email) })).statusCode).toBe(403);
    });
  });

  describe('details and documents', () => {
    it('answers the paid-by-check claim with lines, timeline, payment and documents; the EOB is a PDF', async () => {
      const response = await api.call({ url: `/claims/${SEEDED_CLAIMS.mariaPaidByCheck}`, token: maria });
      expect(response.statusCode).toBe(200);
      const claim = response.json() as ClaimDetails;
      expect(claim.payment?.method).toBe('check');
      expect(claim.timeline.map((event) => event.kind)).toEqual(['submitted', 'inReview', 'approved', 'paid']);
      expect(claim.lines.reduce((sum, line) => sum + line.planPaidCents, 0)).toBe(claim.planPaidCents);
      expect(claim.documents.map((document) => document.kind)).toEqual(['eob', 'receipt']);
      const eob = await api.call({ url: `/claims/${claim.id}/documents/eob`, token: maria });
      expect(Buffer.from(eob.json().base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      const receipt = claim.documents.find((document) => document.kind === 'receipt');
      expect((await api.call({ url: `/claims/${claim.id}/documents/${receipt?.id}`, token: maria })).statusCode).toBe(200);
      expect((await api.call({ url: `/claims/${claim.id}/documents/nope`, token: maria })).statusCode).toBe(404);
    });

    it('marks the recently denied claim appealable and the old one not', async () => {
      expect((await api.call({ url: `/claims/${SEEDED_CLAIMS.mariaDeniedAppealable}`, token: maria })).json().canAppeal).toBe(true);
      expect((await api.call({ url: `/claims/${SEEDED_CLAIMS.mariaDeniedExpired}`, token: maria })).json().canAppeal).toBe(false);
    });
  });

  describe('refusals', () => {
    it("refuses another member's list, claim, documents, options and repayments (403), an unknown claim (404), no token (401)", async () => {
      const daniel = await api.tokenOf(DANIEL.email);
      expect((await list('', daniel)).statusCode).toBe(403);
      const other = await api.call({ url: `/claims/${SEEDED_CLAIMS.mariaPaidByCheck}`, token: daniel });
      expect(other.statusCode).toBe(403);
      expect(other.body).not.toContain('Austin');
      expect((await api.call({ url: `/claims/${SEEDED_CLAIMS.mariaPaidByCheck}/documents/eob`, token: daniel })).statusCode).toBe(403);
      expect((await api.call({ url: `/claims/${SEEDED_CLAIMS.mariaDeniedAppealable}/approved-providers`, token: daniel })).statusCode).toBe(403);
      expect((await api.call({ url: `/claim-options?account_id=${MARIA.accountId}`, token: daniel })).statusCode).toBe(403);
      expect((await api.call({ url: `/repayment-requests?account_id=${MARIA.accountId}`, token: daniel })).statusCode).toBe(403);
      expect((await api.call({ url: '/claims/clm-nope', token: maria })).statusCode).toBe(404);
      expect((await api.call({ url: `/claims?account_id=${MARIA.accountId}` })).statusCode).toBe(401);
    });

    it('answers bad list queries 400 with a message', async () => {
      for (const query of ['&status=lost', '&offset=-1', '&limit=ten', '&year=20x5']) {
        const response = await list(query);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
      }
      expect((await api.call({ url: '/claims', token: maria })).statusCode).toBe(400);
    });

    it('refuses control characters in claim bodies and queries (the input rule covers these routes)', async () => {
      expect((await list('&status=paid%00')).statusCode).toBe(400);
      const body = { accountId: MARIA.accountId, patientId: 'pt-200001-1', providerName: 'Clinic\u0000', dateOfService: todayIsoDate(), amountCents: 100 };
      expect((await api.call({ method: 'POST', url: '/claims/duplicate-check', token: maria, payload: body })).statusCode).toBe(400);
    });
  });

  describe('uploads', () => {
    it('stores a receipt and answers its token', async () => {
      const response = await upload(maria, MARIA.accountId, TINY_PNG, 'image/png');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ uploadToken: expect.stringMatching(/^upl-/), fileName: 'receipt.png', contentType: 'image/png', size: TINY_PNG.length });
      const pdf = await upload(maria, MARIA.accountId, tinyPdf('Bill'), 'application/pdf', 'bill.pdf');
      expect([pdf.statusCode, pdf.json().contentType]).toEqual([201, 'application/pdf']);
    });

    it('judges a file by its bytes: stored as the type it is, refused (415) when it is not what it says', async () => {
      const renamed = await upload(maria, MARIA.accountId, TINY_PNG, 'image/jpeg', 'photo.jpg');
      expect([renamed.statusCode, renamed.json().contentType]).toEqual([201, 'image/png']);
      const program = await upload(maria, MARIA.accountId, WINDOWS_PROGRAM, 'application/pdf', 'invoice.pdf');
      expect([program.statusCode, program.json().message]).toEqual([415, expect.stringMatching(/not what its type says/)]);
      expect((await upload(maria, MARIA.accountId, HTML_PAGE, 'image/jpeg', 'photo.jpg')).statusCode).toBe(415);
      const override = await upload(maria, MARIA.accountId, tinyPdf('Bill'), 'application/pdf', 'invoice\u202efdp.exe');
      expect([override.statusCode, override.json().message]).toEqual([400, expect.stringMatching(/bidirectional/)]);
    });

    it('refuses a wrong type (415), too large (413), empty or a bad name (400), another account (403)', async () => {
      expect((await upload(maria, MARIA.accountId, HTML_PAGE, 'text/html')).statusCode).toBe(415);
      expect((await upload(maria, MARIA.accountId, '{"a":1}', 'application/json')).statusCode).toBe(415);
      expect((await upload(maria, MARIA.accountId, 'x'.repeat(ATTACHMENT_MAX_BYTES + 1), 'image/png')).statusCode).toBe(413);
      expect((await upload(maria, MARIA.accountId, '', 'image/png')).statusCode).toBe(400);
      expect((await upload(maria, MARIA.accountId, TINY_PNG, 'image/png', '../etc/passwd')).statusCode).toBe(400);
      expect((await upload(maria, MARIA.accountId, TINY_PNG, 'image/png', '')).statusCode).toBe(400);
      expect((await upload(await api.tokenOf(DANIEL.email), MARIA.accountId, TINY_PNG, 'image/png')).statusCode).toBe(403);
    });
  });

  describe('submission', () => {
    const submission = (uploadTokens: string[], change: Record<string, unknown> = {}) => ({
      accountId: MARIA.accountId, patientId: 'pt-200001-3', serviceType: 'doctorVisit', providerName: 'Lakeside Pediatrics', dateOfService: todayIsoDate(), amountCents: 12_345, uploadTokens, ...change,
    });
    const newToken = async (token = maria, accountId = MARIA.accountId) => (await upload(token, accountId, tinyPdf('Receipt'), 'application/pdf', 'bill.pdf')).json().uploadToken as string;

    it('creates a submitted claim with its receipt, shown first in the list', async () => {
      const response = await api.call({ method: 'POST', url: '/claims', token: maria, payload: submission([await newToken()]) });
      expect(response.statusCode).toBe(201);
      const claim = response.json() as ClaimDetails;
      expect(claim).toMatchObject({ status: 'submitted', source: 'MANUAL', amountBilledCents: 12_345, providerName: 'Lakeside Pediatrics' });
      expect(claim.documents.map((document) => document.fileName)).toEqual(['bill.pdf']);
      expect(((await list('&limit=1')).json() as ClaimsPage).items[0]?.id).toBe(claim.id);
      // The duplicate check finds it again.
      const check = await api.call({ method: 'POST', url: '/claims/duplicate-check', token: maria, payload: { accountId: MARIA.accountId, patientId: 'pt-200001-3', providerName: 'lakeside  pediatrics', dateOfService: todayIsoDate(), amountCents: 12_345 } });
      expect(check.json().duplicate?.id).toBe(claim.id);
    });

    it("answers a repeat under the same Idempotency-Key with the first claim (201, same body); another body under it 422; the key is the account's own", async () => {
      const body = submission([await newToken()], { providerName: 'Idempotent Clinic' });
      const post = (payload: unknown, key?: string) => api.call({ method: 'POST', url: '/claims', token: maria, payload, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
      const before = (await claimCount()) ?? 0;
      const first = await post(body, 'draft-key-1');
      expect(first.statusCode).toBe(201);
      const repeat = await post(body, 'draft-key-1');
      expect([repeat.statusCode, repeat.json()]).toEqual([201, first.json()]);
      expect(await claimCount()).toBe(before + 1);
      const changed = await post({ ...body, amountCents: 99 }, 'draft-key-1');
      expect([changed.statusCode, changed.json().message]).toEqual([422, 'The Idempotency-Key was already used with a different claim']);
      expect((await post(body, 'bad key with spaces')).statusCode).toBe(400);
      // The key is the account's own: Daniel's same key files his own claim, never answers Maria's.
      const daniel = await api.tokenOf(DANIEL.email);
      const danielsToken = await newToken(daniel, DANIEL.accountId);
      const his = await api.call({ method: 'POST', url: '/claims', token: daniel, headers: { 'idempotency-key': 'draft-key-1' }, payload: { ...body, accountId: DANIEL.accountId, patientId: 'pt-200005-1', uploadTokens: [danielsToken] } });
      expect(his.statusCode).toBe(201);
      expect(his.json().id).not.toBe(first.json().id);
      expect(await claimCount()).toBe(before + 2);
    });

    it("lets the shell's pages send the Idempotency-Key (CORS preflight)", async () => {
      const preflight = await api.call({
        method: 'OPTIONS', url: '/claims',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,idempotency-key,x-application-id' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
      expect((preflight.headers.get('access-control-allow-headers') ?? '').split(',').map((name) => name.trim().toLowerCase())).toContain('idempotency-key');
    });

    it('refuses bad input with 400 and a message, and writes nothing', async () => {
      const before = await claimCount();
      const token = await newToken();
      const future = new Date(Date.now() + 3 * 86_400_000);
      for (const [change, message] of [
        [{ amountCents: 0 }, 'validation.claim.amountInvalid'],
        [{ providerName: '' }, 'validation.claim.providerRequired'],
        [{ dateOfService: todayIsoDate(future) }, 'validation.claim.date.future'],
        [{ dateOfService: '2020-01-01' }, 'validation.claim.date.outsidePlanYear'],
        [{ patientId: 'pt-200005-1' }, 'validation.claim.patientRequired'],
        [{ uploadTokens: [] }, 'validation.claim.receiptsRequired'],
        [{ uploadTokens: ['upl-nope'] }, 'validation.claim.receiptsUnknown'],
      ] as const) {
        const response = await api.call({ method: 'POST', url: '/claims', token: maria, payload: submission(change.uploadTokens ? [...change.uploadTokens] : [token], change) });
        expect([response.statusCode, response.json().message]).toEqual([400, message]);
      }
      expect(await claimCount()).toBe(before);
    });

    it("refuses another member's upload token, leaving no half-written claim", async () => {
      const danielsToken = await newToken(await api.tokenOf(DANIEL.email), DANIEL.accountId);
      const before = await claimCount();
      const response = await api.call({ method: 'POST', url: '/claims', token: maria, payload: submission([await newToken(), danielsToken]) });
      expect(response.statusCode).toBe(400);
      expect(await claimCount()).toBe(before);
    });

    it('refuses a member who cannot submit claims (403) and another account (403)', async () => {
      const kevin = await api.tokenOf(KEVIN.email);
      const response = await api.call({ method: 'POST', url: '/claims', token: kevin, payload: submission(['upl-x'], { accountId: KEVIN.accountId, patientId: 'pt-200006-1' }) });
      expect(response.statusCode).toBe(403);
      expect((await api.call({ method: 'POST', url: '/claims', token: await api.tokenOf(DANIEL.email), payload: submission(['upl-x']) })).statusCode).toBe(403);
    });

    it('offers only the patients the coverage tier allows, the covered services and two plan years', async () => {
      const options = (await api.call({ url: `/claim-options?account_id=${KEVIN.accountId}`, token: await api.tokenOf(KEVIN.email) })).json();
      expect(options.patients.map((patient: { relationship: string }) => patient.relationship)).toEqual(['self', 'child']);
      expect(options.coveredServices).toContain('doctorVisit');
      expect(options.planYears).toHaveLength(2);
    });
  });

  describe('appeals and repayments', () => {
    const appeal = { action: 'reconsider', reason: 'documentationAttached', note: 'Itemised bill attached.', approvedProviderId: 'apr-1', uploadTokens: [] as string[] };

    it('refuses an appeal of a claim that cannot be appealed (409) and bad bodies (400)', async () => {
      expect((await api.call({ method: 'POST', url: `/claims/${SEEDED_CLAIMS.mariaPaidByCheck}/appeals`, token: maria, payload: appeal })).statusCode).toBe(409);
      const bad = await api.call({ method: 'POST', url: `/claims/${SEEDED_CLAIMS.mariaDeniedAppealable}/appeals`, token: maria, payload: { ...appeal, action: 'shout' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toEqual(expect.any(String));
      expect((await api.call({ method: 'POST', url: `/claims/${SEEDED_CLAIMS.mariaDeniedAppealable}/appeals`, token: maria, payload: { ...appeal, approvedProviderId: 'apr-x' } })).statusCode).toBe(400);
      expect((await api.call({ method: 'POST', url: `/claims/${SEEDED_CLAIMS.mariaDeniedAppealable}/appeals`, token: await api.tokenOf(DANIEL.email), payload: appeal })).statusCode).toBe(403);
    });

    it('files the appeal of the denied claim once; it shows on the timeline', async () => {
      const providers = await api.call({ url: `/claims/${SEEDED_CLAIMS.mariaDeniedAppealable}/approved-providers`, token: maria });
      expect(providers.json().items.length).toBeGreaterThan(0);
      // The appeal's documentation goes through the same upload rule as a claim's receipts.
      expect((await upload(maria, MARIA.accountId, WINDOWS_PROGRAM, 'application/pdf', 'itemized-bill.pdf')).statusCode).toBe(415);
      const documentation = (await upload(maria, MARIA.accountId, tinyPdf('Itemized bill'), 'application/pdf', 'itemized-bill.pdf')).json().uploadToken as string;
      const response = await api.call({ method: 'POST', url: `/claims/${SEEDED_CLAIMS.mariaDeniedAppealable}/appeals`, token: maria, payload: { ...appeal, uploadTokens: [documentation] } });
      expect(response.statusCode).toBe(201);
      const claim = (await api.call({ url: `/claims/${SEEDED_CLAIMS.mariaDeniedAppealable}`, token: maria })).json() as ClaimDetails;
      expect(claim.timeline.at(-1)?.kind).toBe('appealSubmitted');
      expect(claim).toMatchObject({ hasOpenAppeal: true, canAppeal: false });
      expect((await api.call({ method: 'POST', url: `/claims/${SEEDED_CLAIMS.mariaDeniedAppealable}/appeals`, token: maria, payload: appeal })).statusCode).toBe(409);
    });

    it("answers Maria's repayment requests, open first", async () => {
      const { items } = (await api.call({ url: `/repayment-requests?account_id=${MARIA.accountId}`, token: maria })).json();
      expect(items.map((item: { status: string }) => item.status)).toEqual(['open', 'paid']);
    });
  });
});
