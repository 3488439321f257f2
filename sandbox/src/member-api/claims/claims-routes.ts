import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES } from '@member/shared-contracts/uploads';
import { CLAIMS_PAGE_SIZE, CLAIMS_PAGE_SIZE_MAX, COVERED_SERVICES, IDEMPOTENCY_KEY_HEADER, isIdempotencyKey, appealSubmissionSchema, claimSubmissionSchema, dateOfServiceError, duplicateCheckSchema, findLikelyDuplicate, isClaimStatus, relationshipsForTier, todayIsoDate, type ClaimOptions, type ClaimSubmission, type ClaimsFilter, type ClaimsPage, type PlanYearWindow, claimsApiPaths } from '@member/shared-contracts/claims';
import { hasSubmitClaimsFeature, hasViewClaimsFeature } from '@member/shared-contracts/features';
import { routePattern } from '../../http/route-pattern';
import { ApiError, badRequest, forbidden, notFound } from '../api-error';
import { callerOf } from '../auth/authenticate';
import type { SqlExecutor } from '../database/sql-database';
import type { MemberApiContext } from '../member-api-context';
import { findAccountRow } from '../repositories/accounts';
import type { AccountRow } from '../repositories/account-row';
import { findClientRow } from '../repositories/clients';
import { approvedProviders } from '../../seed/claims-seed';
import { startClaimProgression } from './claim-progression';
import { claimOwner, findClaimDetails, findRepaymentRequests, listClaims, listPatients } from './claims-repository';
import { explanationOfBenefitsPdf } from './eob-pdf';
import { judgeUpload } from '../uploads/judge-upload';
import { findClaimByIdempotencyKey, recordIdempotencyKey, submissionFingerprint, type IdempotentSubmission } from './claim-idempotency';
import { attachUploads, createAppeal, createClaim, findUpload, insertUpload, ownUnattachedUploads } from './claims-writes';

const invalid = (message: string) => new ApiError(400, message);

/** The caller's own account, which must have VIEW_CLAIMS (else 403): every claims route starts here. */
async function claimsAccount(context: MemberApiContext, request: FastifyRequest, accountId: string | undefined): Promise<AccountRow> {
  const caller = callerOf(request);
  if (typeof accountId !== 'string' || accountId === '') throw invalid('account_id is required');
  if (caller.accountId !== accountId) throw forbidden('The token does not belong to this account');
  const account = await findAccountRow(context.db, accountId);
  if (!account) throw notFound(`Account ${accountId} not found`);
  if (!hasViewClaimsFeature(new Set(account.product_features))) throw forbidden('This account has no claims');
  return account;
}

/** The submission's `Idempotency-Key` and body fingerprint; none without the header; 400 for a malformed key. */
function idempotentSubmission(request: FastifyRequest, submission: ClaimSubmission): IdempotentSubmission | null {
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (key === undefined) return null;
  if (!isIdempotencyKey(key)) throw invalid('Idempotency-Key must be 1 to 255 printable characters');
  return { key, fingerprint: submissionFingerprint(submission) };
}

/** A claim of the caller: unknown → 404, another account's → 403 (never its data). */
async function ownClaim(context: MemberApiContext, request: FastifyRequest, claimId: string): Promise<AccountRow> {
  const owner = await claimOwner(context.db, claimId);
  if (!owner) throw notFound(`Claim ${claimId} not found`);
  if (callerOf(request).accountId !== owner) throw forbidden('The claim belongs to another account');
  return claimsAccount(context, request, owner);
}

/** The current plan year and the one before, each claimable until March 31 after it ends (decision). */
function planYearsAround(today: string): PlanYearWindow[] {
  const year = Number(today.slice(0, 4));
  return [year - 1, year].map((y) => ({ start: `${y}-01-01`, end: `${y}-12-31`, runoutEnd: `${y + 1}-03-31` }));
}

async function claimOptions(db: SqlExecutor, account: AccountRow, today: string): Promise<ClaimOptions> {
  const allowed = relationshipsForTier(account.coverage_tier);
  const patients = (await listPatients(db, account.account_id)).filter((patient) => allowed.includes(patient.relationship));
  return { patients, coveredServices: [...COVERED_SERVICES], planYears: planYearsAround(today) };
}

const UPLOAD_BYTES = Symbol('upload bytes');
type UploadBody = { [UPLOAD_BYTES]: Buffer };

function intParam(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw invalid(`Not a whole number: ${value.slice(0, 20)}`);
  return Math.min(Number(value), max);
}

type ListQuery = { account_id?: string; offset?: string; limit?: string; status?: string; patient_id?: string; year?: string };

/**
 * The claims routes of the member API. Every one authenticates, works only on the caller's
 * own account and claims (403 for another's, 404 for none), and answers bad input 400 with a message,
 * an upload over ATTACHMENT_MAX_BYTES 413 and one whose bytes are not an attachment type 415. Writes run in one transaction:
 * nothing is half written after a failure.
 */
export function registerClaims(app: FastifyInstance, context: MemberApiContext, options: { progressionTickMs?: number } = {}): void {
  const auth = { onRequest: context.authenticate };
  const stopProgression = startClaimProgression(context.db, {
    everyMs: options.progressionTickMs,
    onError: (error) => context.logLine(`claims: demo progression failed: ${String(error)}`),
  });
  app.addHook('onClose', async () => stopProgression());

  app.get<{ Querystring: ListQuery }>(claimsApiPaths.claims(), auth, async (request) => {
    const { query } = request;
    const account = await claimsAccount(context, request, query.account_id);
    if (query.status !== undefined && !isClaimStatus(query.status)) throw invalid('Unknown claim status');
    const filter: ClaimsFilter = {
      status: query.status as ClaimsFilter['status'],
      patientId: query.patient_id || undefined,
      year: query.year ? intParam(query.year, 0, 9999) : undefined,
    };
    const offset = intParam(query.offset, 0, 100_000);
    const limit = Math.max(1, intParam(query.limit, CLAIMS_PAGE_SIZE, CLAIMS_PAGE_SIZE_MAX));
    const client = await findClientRow(context.db, account.client_id);
    const page = await listClaims(context.db, account.account_id, filter, client?.claims_list_start_date ?? null, offset, limit);
    const answer: ClaimsPage = { ...page, offset, limit, patients: await listPatients(context.db, account.account_id) };
    return answer;
  });

  app.get<{ Params: { claimId: string } }>(routePattern(claimsApiPaths.claim, 'claimId'), auth, async (request) => {
    await ownClaim(context, request, request.params.claimId);
    return findClaimDetails(context.db, request.params.claimId, new Date());
  });

  app.get<{ Params: { claimId: string; documentId: string } }>(routePattern(claimsApiPaths.claimDocument, 'claimId', 'documentId'), auth, async (request) => {
    const { claimId, documentId } = request.params;
    await ownClaim(context, request, claimId);
    const claim = await findClaimDetails(context.db, claimId, new Date());
    const document = claim?.documents.find((candidate) => candidate.id === documentId);
    if (!claim || !document) throw notFound('Document not found');
    if (document.kind === 'eob') return { fileName: document.fileName, contentType: document.contentType, base64: explanationOfBenefitsPdf(claim).toString('base64') };
    const upload = await findUpload(context.db, documentId);
    if (!upload) throw notFound('Document not found');
    return { fileName: upload.file_name, contentType: upload.content_type, base64: upload.bytes_base64 };
  });

  app.get<{ Querystring: { account_id?: string } }>(claimsApiPaths.claimOptions(), auth, async (request) => {
    const account = await claimsAccount(context, request, request.query.account_id);
    return claimOptions(context.db, account, todayIsoDate());
  });

  app.post(claimsApiPaths.duplicateCheck(), auth, async (request) => {
    const parsed = duplicateCheckSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error);
    const account = await claimsAccount(context, request, parsed.data.accountId);
    const { items } = await listClaims(context.db, account.account_id, { patientId: parsed.data.patientId }, null, 0, 10_000);
    return { duplicate: findLikelyDuplicate(parsed.data, items) };
  });

  app.post(claimsApiPaths.claims(), auth, async (request, reply) => {
    const parsed = claimSubmissionSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error);
    const submission = parsed.data;
    const account = await claimsAccount(context, request, submission.accountId);
    if (!hasSubmitClaimsFeature({ canMemberSubmitClaim: account.can_member_submit_claim, productFeatures: new Set(account.product_features) })) {
      throw forbidden('This member cannot submit claims');
    }
    const today = todayIsoDate();
    const options = await claimOptions(context.db, account, today);
    if (!options.patients.some((patient) => patient.id === submission.patientId)) throw invalid('validation.claim.patientRequired');
    const dateError = dateOfServiceError(submission.dateOfService, today, options.planYears);
    if (dateError) throw invalid(`validation.claim.date.${dateError}`);
    const idempotent = idempotentSubmission(request, submission);
    const claimId = await context.db.transaction(async (tx) => {
      // Inside the transaction: transactions run one at a time, so two repeats cannot both file a claim.
      if (idempotent) {
        const first = await findClaimByIdempotencyKey(tx, account.account_id, idempotent.key);
        if (first && first.fingerprint !== idempotent.fingerprint) throw new ApiError(422, 'The Idempotency-Key was already used with a different claim');
        if (first) return first.claimId;
      }
      const uploads = await ownUnattachedUploads(tx, account.account_id, submission.uploadTokens);
      if (uploads.length !== new Set(submission.uploadTokens).size) throw invalid('validation.claim.receiptsUnknown');
      const id = await createClaim(tx, account.account_id, submission, new Date());
      await attachUploads(tx, submission.uploadTokens, id, null);
      if (idempotent) await recordIdempotencyKey(tx, id, idempotent);
      return id;
    });
    return reply.status(201).send(await findClaimDetails(context.db, claimId, new Date()));
  });

  app.register(async (scope) => {
    // An upload's body is the file itself: any content type is read as bytes (up to the cap: 413), then judged by those bytes (415).
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ATTACHMENT_MAX_BYTES }, (_request, body, done) => {
      // Behind a symbol: the control-character input rule walks enumerable keys, never ten million bytes.
      done(null, { [UPLOAD_BYTES]: body as Buffer } satisfies UploadBody);
    });
    scope.post<{ Querystring: { account_id?: string; filename?: string } }>(claimsApiPaths.claimUploads(), { ...auth, bodyLimit: ATTACHMENT_MAX_BYTES }, async (request, reply) => {
      const account = await claimsAccount(context, request, request.query.account_id);
      const fileName = request.query.filename ?? '';
      const { contentType, bytes } = judgeUpload(fileName, request.headers['content-type'] ?? '', (request.body as UploadBody | undefined)?.[UPLOAD_BYTES]);
      const upload = await insertUpload(context.db, account.account_id, fileName, contentType, bytes, new Date());
      return reply.status(201).send(upload);
    });
  });

  app.get<{ Params: { claimId: string } }>(routePattern(claimsApiPaths.approvedProviders, 'claimId'), auth, async (request) => {
    await ownClaim(context, request, request.params.claimId);
    return { items: approvedProviders };
  });

  app.post<{ Params: { claimId: string } }>(routePattern(claimsApiPaths.appeals, 'claimId'), auth, async (request, reply) => {
    const { claimId } = request.params;
    const account = await ownClaim(context, request, claimId);
    const parsed = appealSubmissionSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error);
    const appeal = parsed.data;
    if (appeal.approvedProviderId !== 'none' && !approvedProviders.some((provider) => provider.id === appeal.approvedProviderId)) throw invalid('Unknown approved provider');
    const claim = await findClaimDetails(context.db, claimId, new Date());
    if (!claim?.canAppeal) throw new ApiError(409, 'This claim cannot be appealed');
    const created = await context.db.transaction(async (tx) => {
      const uploads = await ownUnattachedUploads(tx, account.account_id, appeal.uploadTokens);
      if (uploads.length !== new Set(appeal.uploadTokens).size) throw invalid('Unknown or already used upload token');
      const answer = await createAppeal(tx, claimId, appeal, new Date());
      await attachUploads(tx, appeal.uploadTokens, claimId, answer.id);
      return answer;
    });
    return reply.status(201).send(created);
  });

  app.get<{ Querystring: { account_id?: string } }>(claimsApiPaths.repaymentRequests(), auth, async (request) => {
    const account = await claimsAccount(context, request, request.query.account_id);
    return { items: await findRepaymentRequests(context.db, account.account_id) };
  });
}
