import type { AttachmentContentType } from '@member/shared-contracts/uploads';
import type { ClaimDetails, ClaimDocument, ClaimEvent, ClaimEventKind, ClaimLine, ClaimPatient, ClaimStatus, ClaimSummary, ClaimsFilter, CoveredService, DenialReason, PatientRelationship, PaymentMethod, RepaymentRequest } from '@member/shared-contracts/claims';
import type { ClaimsSource } from '@member/shared-contracts/features';
import { canAppealClaim } from '@member/shared-contracts/claims';
import type { SqlExecutor } from '../database/sql-database';
import { seedClaims, seedPatients, seedRepayments, type SeedClaim } from '../../seed/claims-seed';

const DAY = 86_400_000;

interface ClaimRow {
  id: string;
  account_id: string;
  source: ClaimsSource;
  provider_name: string;
  service_type: CoveredService;
  date_of_service: string;
  amount_billed_cents: number;
  plan_paid_cents: number;
  member_owes_cents: number;
  status: ClaimStatus;
  submitted_at: string | Date;
  denied_at: string | Date | null;
  denial_reason: DenialReason | null;
  patient_id: string;
  first_name: string;
  relationship: PatientRelationship;
  has_open_appeal: boolean;
}

const CLAIM_SELECT = `
  SELECT c.id, c.account_id, c.source, c.provider_name, c.service_type, c.date_of_service::text AS date_of_service,
         c.amount_billed_cents, c.plan_paid_cents, c.member_owes_cents, c.status, c.submitted_at, c.denied_at, c.denial_reason,
         p.id AS patient_id, p.first_name, p.relationship,
         EXISTS (SELECT 1 FROM claim_appeals a WHERE a.claim_id = c.id AND a.status = 'submitted') AS has_open_appeal
    FROM claims c JOIN claim_patients p ON p.id = c.patient_id`;

const iso = (value: string | Date) => new Date(value).toISOString();

function toSummary(row: ClaimRow): ClaimSummary {
  return {
    id: row.id,
    source: row.source,
    patient: { id: row.patient_id, firstName: row.first_name, relationship: row.relationship },
    providerName: row.provider_name,
    serviceType: row.service_type,
    dateOfService: row.date_of_service,
    amountBilledCents: row.amount_billed_cents,
    planPaidCents: row.plan_paid_cents,
    memberOwesCents: row.member_owes_cents,
    status: row.status,
    submittedAt: iso(row.submitted_at),
    hasOpenAppeal: row.has_open_appeal,
  };
}

/** The filter's WHERE clause from `claimsListStartDate` on (features §3), with its parameters. */
function listWhere(accountId: string, filter: ClaimsFilter, startDate: string | null): { where: string; params: unknown[] } {
  const clauses = ['c.account_id = $1'];
  const params: unknown[] = [accountId];
  if (startDate) {
    params.push(startDate);
    clauses.push(`c.date_of_service >= $${params.length}`);
  }
  if (filter.status) {
    params.push(filter.status);
    clauses.push(`c.status = $${params.length}`);
  }
  if (filter.patientId) {
    params.push(filter.patientId);
    clauses.push(`c.patient_id = $${params.length}`);
  }
  if (filter.year) {
    params.push(`${filter.year}-01-01`, `${filter.year}-12-31`);
    clauses.push(`c.date_of_service BETWEEN $${params.length - 1} AND $${params.length}`);
  }
  return { where: clauses.join(' AND '), params };
}

/** One page, newest date of service first; `total` counts the whole filtered list. */
export async function listClaims(db: SqlExecutor, accountId: string, filter: ClaimsFilter, startDate: string | null, offset: number, limit: number) {
  const { where, params } = listWhere(accountId, filter, startDate);
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM claims c WHERE ${where}`, params);
  const rows = await db.query<ClaimRow>(
    `${CLAIM_SELECT} WHERE ${where} ORDER BY c.date_of_service DESC, c.submitted_at DESC, c.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  const all = listWhere(accountId, {}, startDate);
  const years = await db.query<{ year: number }>(
    `SELECT DISTINCT extract(year FROM c.date_of_service)::int AS year FROM claims c WHERE ${all.where} ORDER BY year DESC`,
    all.params,
  );
  return { items: rows.map(toSummary), total: count?.total ?? 0, years: years.map((row) => row.year) };
}

export async function listPatients(db: SqlExecutor, accountId: string): Promise<ClaimPatient[]> {
  const rows = await db.query<{ id: string; first_name: string; relationship: PatientRelationship }>(
    'SELECT id, first_name, relationship FROM claim_patients WHERE account_id = $1 ORDER BY id',
    [accountId],
  );
  return rows.map((row) => ({ id: row.id, firstName: row.first_name, relationship: row.relationship }));
}

/** The claim's owner, or null when there is no such claim. */
export async function claimOwner(db: SqlExecutor, claimId: string): Promise<string | null> {
  const [row] = await db.query<{ account_id: string }>('SELECT account_id FROM claims WHERE id = $1', [claimId]);
  return row?.account_id ?? null;
}

export async function findClaimDetails(db: SqlExecutor, claimId: string, now: Date): Promise<ClaimDetails | null> {
  const [row] = await db.query<ClaimRow>(`${CLAIM_SELECT} WHERE c.id = $1`, [claimId]);
  if (!row) return null;
  const lines = await db.query<{ id: string; service_type: CoveredService; description: string; amount_billed_cents: number; plan_paid_cents: number; member_owes_cents: number }>(
    'SELECT id, service_type, description, amount_billed_cents, plan_paid_cents, member_owes_cents FROM claim_lines WHERE claim_id = $1 ORDER BY position',
    [claimId],
  );
  const events = await db.query<{ kind: ClaimEventKind; at: string | Date }>('SELECT kind, at FROM claim_events WHERE claim_id = $1 ORDER BY at, id', [claimId]);
  const [payment] = await db.query<{ method: PaymentMethod; paid_on: string; amount_cents: number; reference: string }>(
    'SELECT method, paid_on::text AS paid_on, amount_cents, reference FROM claim_payments WHERE claim_id = $1',
    [claimId],
  );
  const uploads = await db.query<{ token: string; file_name: string; content_type: AttachmentContentType; appeal_id: string | null }>(
    'SELECT token, file_name, content_type, appeal_id FROM claim_uploads WHERE claim_id = $1 ORDER BY uploaded_at, token',
    [claimId],
  );
  const summary = toSummary(row);
  const hasEob = summary.status === 'approved' || summary.status === 'paid' || summary.status === 'denied';
  const documents: ClaimDocument[] = [
    ...(hasEob ? [{ id: 'eob', kind: 'eob' as const, fileName: `explanation-of-benefits-${claimId}.pdf`, contentType: 'application/pdf' as const }] : []),
    ...uploads.map((upload) => ({ id: upload.token, kind: upload.appeal_id ? ('appealDocument' as const) : ('receipt' as const), fileName: upload.file_name, contentType: upload.content_type })),
  ];
  const lineItems: ClaimLine[] = lines.map((line) => ({
    id: line.id,
    serviceType: line.service_type,
    description: line.description,
    amountBilledCents: line.amount_billed_cents,
    planPaidCents: line.plan_paid_cents,
    memberOwesCents: line.member_owes_cents,
  }));
  const timeline: ClaimEvent[] = events.map((event) => ({ kind: event.kind, at: iso(event.at) }));
  return {
    ...summary,
    lines: lineItems,
    timeline,
    payment: payment ? { method: payment.method, paidOn: payment.paid_on, amountCents: payment.amount_cents, reference: payment.reference } : null,
    documents,
    denialReason: row.denial_reason,
    canAppeal: canAppealClaim({ status: summary.status, hasOpenAppeal: summary.hasOpenAppeal, deniedAt: row.denied_at ? iso(row.denied_at) : null }, now),
  };
}

export async function findRepaymentRequests(db: SqlExecutor, accountId: string): Promise<RepaymentRequest[]> {
  const rows = await db.query<{ id: string; claim_id: string; provider_name: string; date_of_service: string; amount_cents: number; reason: RepaymentRequest['reason']; due_on: string; status: RepaymentRequest['status'] }>(
    `SELECT r.id, r.claim_id, c.provider_name, c.date_of_service::text AS date_of_service, r.amount_cents, r.reason, r.due_on::text AS due_on, r.status
       FROM repayment_requests r JOIN claims c ON c.id = r.claim_id WHERE r.account_id = $1 ORDER BY r.status, r.due_on DESC`,
    [accountId],
  );
  return rows.map((row) => ({ id: row.id, claimId: row.claim_id, providerName: row.provider_name, dateOfService: row.date_of_service, amountCents: row.amount_cents, reason: row.reason, dueOn: row.due_on, status: row.status }));
}

/** The timeline a claim in `status` has had since it was submitted (seed and demo progression). */
function eventsUpTo(status: ClaimStatus, source: ClaimsSource, submittedAt: number): { kind: ClaimEventKind; at: number }[] {
  const events: { kind: ClaimEventKind; at: number }[] = source === 'MANUAL' ? [{ kind: 'submitted', at: submittedAt }] : [];
  if (status === 'submitted') return events;
  events.push({ kind: 'inReview', at: submittedAt + DAY });
  if (status === 'needsInformation') events.push({ kind: 'needsInformation', at: submittedAt + 3 * DAY });
  if (status === 'approved' || status === 'paid') events.push({ kind: 'approved', at: submittedAt + 5 * DAY });
  if (status === 'paid') events.push({ kind: 'paid', at: submittedAt + 7 * DAY });
  if (status === 'denied') events.push({ kind: 'denied', at: submittedAt + 6 * DAY });
  return events;
}

async function insertSeedClaim(db: SqlExecutor, claim: SeedClaim, now: Date): Promise<void> {
  const submittedAt = Date.parse(claim.submittedAt);
  const events = eventsUpTo(claim.status, claim.source, submittedAt);
  const denied = events.find((event) => event.kind === 'denied');
  if (denied && claim.deniedDaysAgo !== undefined) denied.at = now.getTime() - claim.deniedDaysAgo * DAY;
  const sum = (key: 'amountBilledCents' | 'planPaidCents' | 'memberOwesCents') => claim.lines.reduce((total, line) => total + line[key], 0);
  const last = events.at(-1)?.at ?? submittedAt;
  await db.query(
    `INSERT INTO claims (id, account_id, patient_id, source, provider_name, service_type, date_of_service, amount_billed_cents, plan_paid_cents,
       member_owes_cents, status, submitted_at, status_changed_at, denied_at, denial_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
    [claim.id, claim.accountId, claim.patientId, claim.source, claim.providerName, claim.serviceType, claim.dateOfService, sum('amountBilledCents'),
      sum('planPaidCents'), sum('memberOwesCents'), claim.status, new Date(submittedAt).toISOString(), new Date(last).toISOString(),
      denied ? new Date(denied.at).toISOString() : null, claim.denialReason],
  );
  for (const [position, line] of claim.lines.entries()) {
    await db.query(
      'INSERT INTO claim_lines (id, claim_id, position, service_type, description, amount_billed_cents, plan_paid_cents, member_owes_cents) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [`${claim.id}-l${position + 1}`, claim.id, position, line.serviceType, line.description, line.amountBilledCents, line.planPaidCents, line.memberOwesCents],
    );
  }
  for (const event of events) await db.query('INSERT INTO claim_events (claim_id, kind, at) VALUES ($1, $2, $3)', [claim.id, event.kind, new Date(event.at).toISOString()]);
  if (claim.payment) {
    await db.query('INSERT INTO claim_payments (claim_id, method, paid_on, amount_cents, reference) VALUES ($1, $2, $3, $4, $5)', [
      claim.id, claim.payment.method, claim.payment.paidOn, sum('planPaidCents'), claim.payment.reference,
    ]);
  }
  if (claim.receiptFileName) {
    const contentType = claim.receiptFileName.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg';
    const bytes = Buffer.from(contentType === 'application/pdf' ? '%PDF-1.4\n% seeded receipt\n%%EOF\n' : 'seeded receipt').toString('base64');
    await db.query(
      'INSERT INTO claim_uploads (token, account_id, claim_id, file_name, content_type, size, bytes_base64, uploaded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [`upl-${claim.id}`, claim.accountId, claim.id, claim.receiptFileName, contentType, Buffer.from(bytes, 'base64').length, bytes, new Date(submittedAt).toISOString()],
    );
  }
}

/** Writes the claims seed (called by seedDatabase after the accounts; the reset's deletes cascade from accounts). */
export async function seedClaimsData(db: SqlExecutor, now: Date = new Date()): Promise<void> {
  for (const patient of seedPatients) {
    await db.query('INSERT INTO claim_patients (id, account_id, first_name, relationship) VALUES ($1, $2, $3, $4)', [patient.id, patient.accountId, patient.firstName, patient.relationship]);
  }
  for (const claim of seedClaims) await insertSeedClaim(db, claim, now);
  for (const repayment of seedRepayments) {
    await db.query('INSERT INTO repayment_requests (id, account_id, claim_id, amount_cents, reason, due_on, status) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
      repayment.id, repayment.accountId, repayment.claimId, repayment.amountCents, repayment.reason, repayment.dueOn, repayment.status,
    ]);
  }
}
