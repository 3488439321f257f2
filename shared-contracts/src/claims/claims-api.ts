import type { HttpClient } from '../http/http-client';
import type { AttachmentUpload } from '../uploads/attachment-rules';
import type { AttachmentContentType } from '../uploads/attachment-content-type';
import type { ApprovedProvider, ClaimAppeal } from './appeal-steps';
import type { AppealSubmission } from './appeal-submission-schema';
import { CLAIMS_PAGE_SIZE } from './claim-rules';
import type { ClaimSubmission, DuplicateCheck } from './claim-submission';
import { NEEDS_MEMBER_ACTION_STATUS, type ClaimDetails, type ClaimOptions, type ClaimStatus, type ClaimSummary, type ClaimsPage } from './claim-types';
import type { RepaymentRequestsResponse } from './repayment-requests';
import { IDEMPOTENCY_KEY_HEADER } from './claim-idempotency';

const seg = (value: string): string => encodeURIComponent(value);

/**
 * The member API's claim calls (features §7 lists "claim submission and appeal calls: not
 * shown"). Kept here, not in api-paths.ts, so the claims area is one folder. Only ids travel in paths
 * and queries; everything a member typed goes in bodies.
 */
export const claimsApiPaths = {
  /** GET ?account_id&offset&limit[&status][&patient_id][&year] → ClaimsPage. POST ClaimSubmission → 201 ClaimDetails. */
  claims: () => '/claims',
  /** GET → ClaimDetails (403 for another account's claim, 404 unknown). */
  claim: (claimId: string) => `/claims/${seg(claimId)}`,
  /** GET → ClaimDocumentFile (the EOB is generated as a PDF on the fly). */
  claimDocument: (claimId: string, documentId: string) => `/claims/${seg(claimId)}/documents/${seg(documentId)}`,
  /** POST DuplicateCheck → { duplicate: ClaimSummary | null }. */
  duplicateCheck: () => '/claims/duplicate-check',
  /** GET ?account_id → ClaimOptions. */
  claimOptions: () => '/claim-options',
  /** POST ?account_id&filename, the file's bytes with its content type → 201 AttachmentUpload; 413 too large, 415 wrong type. */
  claimUploads: () => '/claim-uploads',
  /** GET → { items: ApprovedProvider[] }; POST AppealSubmission → 201 ClaimAppeal. */
  approvedProviders: (claimId: string) => `/claims/${seg(claimId)}/approved-providers`,
  appeals: (claimId: string) => `/claims/${seg(claimId)}/appeals`,
  /** GET ?account_id → RepaymentRequestsResponse. */
  repaymentRequests: () => '/repayment-requests',
} as const;

export interface ClaimsFilter {
  status?: ClaimStatus | undefined;
  patientId?: string | undefined;
  year?: number | undefined;
}

/** A document's bytes as JSON (base64): the HTTP client reads JSON or text, and the call keeps its bearer token. */
interface ClaimDocumentFile {
  fileName: string;
  contentType: string;
  base64: string;
}

export const claimsQueryKeys = {
  all: (accountId: string) => ['member-api', 'claims', accountId] as const,
  /** A page of the list: CLAIMS_PAGE_SIZE claims unless a caller asks for fewer (/home's next action asks for one). */
  page: (accountId: string, filter: ClaimsFilter, offset: number, limit: number = CLAIMS_PAGE_SIZE) => ['member-api', 'claims', accountId, 'page', filter, offset, limit] as const,
  claim: (accountId: string, claimId: string) => ['member-api', 'claims', accountId, 'claim', claimId] as const,
  options: (accountId: string) => ['member-api', 'claims', accountId, 'options'] as const,
  approvedProviders: (accountId: string, claimId: string) => ['member-api', 'claims', accountId, 'approved-providers', claimId] as const,
  repayments: (accountId: string) => ['member-api', 'claims', accountId, 'repayments'] as const,
};

function fetchClaimsPage(http: HttpClient, accountId: string, filter: ClaimsFilter, offset: number, limit: number, signal?: AbortSignal): Promise<ClaimsPage> {
  return http.get<ClaimsPage>(claimsApiPaths.claims(), {
    query: { account_id: accountId, offset, limit, status: filter.status, patient_id: filter.patientId, year: filter.year },
    ...(signal ? { signal } : {}),
  });
}

/** The claims waiting on the member: the list's "needs your attention" panel and /home's next action ask for them. */
export const NEEDS_MEMBER_ACTION_FILTER: ClaimsFilter = { status: NEEDS_MEMBER_ACTION_STATUS };

/**
 * One page of claims, for `useQuery` (spread it, add `select`, `enabled`…): every screen that lists claims
 * asks with the same key and the same fetch, so they share the host's one cache entry.
 */
export function claimsPageQuery(http: HttpClient, accountId: string, filter: ClaimsFilter, offset: number, limit: number = CLAIMS_PAGE_SIZE) {
  return {
    queryKey: claimsQueryKeys.page(accountId, filter, offset, limit),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchClaimsPage(http, accountId, filter, offset, limit, signal),
  };
}

export function fetchClaim(http: HttpClient, claimId: string, signal?: AbortSignal): Promise<ClaimDetails> {
  return http.get<ClaimDetails>(claimsApiPaths.claim(claimId), signal ? { signal } : {});
}

export function fetchClaimDocument(http: HttpClient, claimId: string, documentId: string): Promise<ClaimDocumentFile> {
  return http.get<ClaimDocumentFile>(claimsApiPaths.claimDocument(claimId, documentId));
}

export function fetchClaimOptions(http: HttpClient, accountId: string, signal?: AbortSignal): Promise<ClaimOptions> {
  return http.get<ClaimOptions>(claimsApiPaths.claimOptions(), { query: { account_id: accountId }, ...(signal ? { signal } : {}) });
}

/** `contentType` is what the file's bytes are (judgeAttachmentFile), not what its name suggests. */
export function uploadClaimAttachment(http: HttpClient, accountId: string, file: Blob & { name: string }, contentType: AttachmentContentType): Promise<AttachmentUpload> {
  return http.post<AttachmentUpload>(claimsApiPaths.claimUploads(), {
    query: { account_id: accountId, filename: file.name },
    body: file,
    headers: { 'content-type': contentType },
  });
}

export async function checkDuplicateClaim(http: HttpClient, check: DuplicateCheck): Promise<ClaimSummary | null> {
  return (await http.post<{ duplicate: ClaimSummary | null }>(claimsApiPaths.duplicateCheck(), { body: check })).duplicate;
}

/** Submits a claim under the draft's idempotency key: a repeat with the same key answers the first claim. */
export function submitClaim(http: HttpClient, submission: ClaimSubmission, idempotencyKey: string): Promise<ClaimDetails> {
  return http.post<ClaimDetails>(claimsApiPaths.claims(), { body: submission, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}

export async function fetchApprovedProviders(http: HttpClient, claimId: string): Promise<ApprovedProvider[]> {
  return (await http.get<{ items: ApprovedProvider[] }>(claimsApiPaths.approvedProviders(claimId))).items;
}

export function submitAppeal(http: HttpClient, claimId: string, appeal: AppealSubmission): Promise<ClaimAppeal> {
  return http.post<ClaimAppeal>(claimsApiPaths.appeals(claimId), { body: appeal });
}

export function fetchRepaymentRequests(http: HttpClient, accountId: string, signal?: AbortSignal): Promise<RepaymentRequestsResponse> {
  return http.get<RepaymentRequestsResponse>(claimsApiPaths.repaymentRequests(), { query: { account_id: accountId }, ...(signal ? { signal } : {}) });
}
