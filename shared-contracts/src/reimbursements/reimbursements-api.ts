import type { HttpClient } from '../http/http-client';
import type { BankAccountLink, BankAccountLinksResponse } from './bank-account';
import type { MailingAddress } from './mailing-address';

const seg = (value: string): string => encodeURIComponent(value);

/**
 * The member API's reimbursement calls. Features §7 names only `GET /bank-account-links?account_id`;
 * the rest is ours, shaped after Plaid's flow (link token → Link → public token → exchange). Only ids
 * travel in paths and queries; bank details and addresses go in bodies.
 */
export const reimbursementsApiPaths = {
  /** GET ?account_id → BankAccountLinksResponse (the first item is used). */
  bankAccountLinks: () => '/bank-account-links',
  /** POST ?account_id { mode: 'create' } or { mode: 'update', linkId } → LinkTokenResponse. */
  linkToken: () => '/bank-link/link-token',
  /** POST ?account_id { publicToken } → BankAccountLink (created, or the updated link in update mode). */
  exchange: () => '/bank-link/exchange',
  /** GET ?account_id → ReimbursementMethod. */
  method: () => '/reimbursement-method',
  /** PUT ?account_id MailingAddress → ReimbursementMethod (mailed check to that address). */
  check: () => '/reimbursement-method/check',
} as const;

/**
 * The sandbox's stand-in of Plaid Link (sandbox mode only, the member API's origin). The link token is
 * the only credential; bank details go in bodies, never a URL.
 */
export const bankLinkStandInPaths = {
  /** GET ?link_token → { mode, institutions } */
  session: () => '/sandbox-link/session',
  /** POST { linkToken, institutionId, accountNumber?, routingNumber? } → StandInResult */
  connect: () => '/sandbox-link/connect',
  /** POST { linkToken, oauthStateId } → StandInResult (after the OAuth bank sent the member back) */
  resume: () => '/sandbox-link/resume',
  /** POST { linkToken, amounts: [cents, cents] } → StandInResult (micro-deposit verification in update mode) */
  verify: () => '/sandbox-link/verify',
  /** GET — the OAuth bank's own page (an HTML page, its absolute URL comes in StandInResult), which sends the member back. */
  oauthBank: (oauthStateId: string) => `/sandbox-link/oauth-bank/${seg(oauthStateId)}`,
} as const;

export type LinkTokenRequest = { mode: 'create'; redirectUri: string } | { mode: 'update'; linkId: string; redirectUri: string };

interface LinkTokenResponse {
  linkToken: string;
  expiration: string;
}

export interface ReimbursementMethod {
  method: 'directDeposit' | 'check' | 'none';
  /** The mailing address on file (features §3 address object), or null. */
  address: MailingAddress | null;
}

export interface StandInInstitution {
  id: string;
  name: string;
  /** instant | oauth | microDeposits */
  kind: 'instant' | 'oauth' | 'microDeposits';
}

export interface StandInSession {
  mode: 'create' | 'update';
  /**
   * Update mode: what the link needs (re-authentication or micro-deposit amounts), or that its
   * micro-deposit verification is locked after too many wrong pairs and the member must start over.
   */
  update: 'reauthenticate' | 'verifyMicroDeposits' | 'verificationLocked' | null;
  institutionName: string | null;
  institutions: StandInInstitution[];
}

export type StandInResult = { publicToken: string } | { oauthStateId: string; oauthUrl: string };

/** The two micro-deposits the sandbox's micro-deposit bank sends (cents); the member types them back. */
export const SANDBOX_MICRO_DEPOSITS_CENTS = [32, 45] as const;

export const reimbursementsQueryKeys = {
  all: (accountId: string) => ['member-api', 'reimbursements', accountId] as const,
  links: (accountId: string) => ['member-api', 'reimbursements', accountId, 'links'] as const,
  method: (accountId: string) => ['member-api', 'reimbursements', accountId, 'method'] as const,
};

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

function fetchBankAccountLinks(http: HttpClient, accountId: string, signal?: AbortSignal): Promise<BankAccountLinksResponse> {
  return http.get<BankAccountLinksResponse>(reimbursementsApiPaths.bankAccountLinks(), { query: { account_id: accountId }, ...withSignal(signal) });
}

function fetchReimbursementMethod(http: HttpClient, accountId: string, signal?: AbortSignal): Promise<ReimbursementMethod> {
  return http.get<ReimbursementMethod>(reimbursementsApiPaths.method(), { query: { account_id: accountId }, ...withSignal(signal) });
}

/**
 * The member's bank account links and reimbursement method, for `useQuery` (spread them, add `select`,
 * `enabled`…): /reimbursements and /home's next action ask with the same key and fetch, so one answer serves both.
 */
export function bankAccountLinksQuery(http: HttpClient, accountId: string) {
  return {
    queryKey: reimbursementsQueryKeys.links(accountId),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchBankAccountLinks(http, accountId, signal),
  };
}

export function reimbursementMethodQuery(http: HttpClient, accountId: string) {
  return {
    queryKey: reimbursementsQueryKeys.method(accountId),
    queryFn: ({ signal }: { signal?: AbortSignal }) => fetchReimbursementMethod(http, accountId, signal),
  };
}

export function createLinkToken(http: HttpClient, accountId: string, request: LinkTokenRequest): Promise<LinkTokenResponse> {
  return http.post<LinkTokenResponse>(reimbursementsApiPaths.linkToken(), { query: { account_id: accountId }, body: request });
}

export function exchangePublicToken(http: HttpClient, accountId: string, publicToken: string): Promise<BankAccountLink> {
  return http.post<BankAccountLink>(reimbursementsApiPaths.exchange(), { query: { account_id: accountId }, body: { publicToken } });
}

export function chooseMailedCheck(http: HttpClient, accountId: string, address: MailingAddress): Promise<ReimbursementMethod> {
  return http.put<ReimbursementMethod>(reimbursementsApiPaths.check(), { query: { account_id: accountId }, body: address });
}
