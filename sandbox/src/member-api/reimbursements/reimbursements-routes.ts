import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MICRO_DEPOSIT_ERROR_CODES, type MicroDepositRefusal, SANDBOX_MICRO_DEPOSITS_CENTS, asMailingAddress, bankNumbersErrors, mailingAddressErrors, normalizeMailingAddress, type BankAccountLinksResponse, type StandInResult, type StandInSession, bankLinkStandInPaths, reimbursementsApiPaths } from '@member/shared-contracts/reimbursements';
import { routePattern } from '../../http/route-pattern';
import { ApiError, forbidden, notFound } from '../api-error';
import { callerOf } from '../auth/authenticate';
import type { MemberApiContext } from '../member-api-context';
import { findAccountRow } from '../repositories/accounts';
import { BankLinkStandIn, STAND_IN_INSTITUTIONS, isAllowedRedirectUri } from './bank-link-stand-in';
import {
  findBankAccountLink,
  findReimbursementMethod,
  insertBankAccountLink,
  listBankAccountLinks,
  setLinkStatus,
  setMailedCheck,
} from './reimbursements-repository';
import { oauthBankPage } from './oauth-bank-page';

const invalid = (message: string) => new ApiError(400, message);
const body = (request: FastifyRequest): Record<string, unknown> =>
  typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? (request.body as Record<string, unknown>) : {};

/** The caller's own HRA account (features §6: reimbursements need HRA); another account 403. */
async function reimbursementsAccount(context: MemberApiContext, request: FastifyRequest): Promise<string> {
  const accountId = (request.query as { account_id?: unknown }).account_id;
  if (typeof accountId !== 'string' || accountId === '') throw invalid('account_id is required');
  if (callerOf(request).accountId !== accountId) throw forbidden('The token does not belong to this account');
  const account = await findAccountRow(context.db, accountId);
  if (!account) throw notFound(`Account ${accountId} not found`);
  if (!account.product_features.includes('HRA')) throw forbidden('This account has no reimbursements');
  return accountId;
}

const last4 = (digits: string) => digits.slice(-4);

/** Plaid's answers to micro-deposit amounts: wrong (with the tries left), then the link locked. */
const depositsRefused = (attemptsLeft: number): ApiError => {
  const refusal: MicroDepositRefusal = attemptsLeft > 0 ? { errorCode: MICRO_DEPOSIT_ERROR_CODES.incorrect, attemptsLeft } : { errorCode: MICRO_DEPOSIT_ERROR_CODES.locked, attemptsLeft: 0 };
  return new ApiError(400, attemptsLeft > 0 ? 'validation.bank.microDepositsWrong' : 'validation.bank.microDepositsLocked', {}, refusal);
};

/**
 * The reimbursement routes of the member API and the stand-in of the bank-link provider.
 * Bank numbers arrive only in bodies; only their last four digits are kept (with an opaque token) and
 * returned; neither they nor an address are ever logged (the request log prints method, path and status).
 */
export function registerReimbursements(app: FastifyInstance, context: MemberApiContext, standIn: BankLinkStandIn): void {
  const auth = { onRequest: context.authenticate };

  app.get(reimbursementsApiPaths.bankAccountLinks(), auth, async (request): Promise<BankAccountLinksResponse> => {
    const accountId = await reimbursementsAccount(context, request);
    return { items: await listBankAccountLinks(context.db, accountId) };
  });

  app.get(reimbursementsApiPaths.method(), auth, async (request) => findReimbursementMethod(context.db, await reimbursementsAccount(context, request)));

  app.put(reimbursementsApiPaths.check(), auth, async (request) => {
    const accountId = await reimbursementsAccount(context, request);
    const address = asMailingAddress(request.body);
    if (!address) throw invalid('An address needs line1, line2, city, state and zipCode as text');
    const errors = mailingAddressErrors(address);
    if (Object.keys(errors).length > 0) throw new ApiError(400, Object.values(errors).join('; '), {}, { fields: errors });
    await setMailedCheck(context.db, accountId, normalizeMailingAddress(address));
    return findReimbursementMethod(context.db, accountId);
  });

  app.post(reimbursementsApiPaths.linkToken(), auth, async (request) => {
    const accountId = await reimbursementsAccount(context, request);
    const { mode, linkId, redirectUri } = body(request);
    if (!isAllowedRedirectUri(redirectUri)) throw invalid("redirectUri must be the app's /plaid-oauth");
    if (mode === 'create') return standIn.createLinkToken({ accountId, mode, linkId: null, redirectUri });
    if (mode !== 'update') throw invalid('mode must be create or update');
    if (typeof linkId !== 'string' || linkId === '') throw invalid('linkId is required in update mode');
    const link = await findBankAccountLink(context.db, linkId);
    if (!link) throw notFound('No such bank account link');
    if (link.accountId !== accountId) throw forbidden('The link belongs to another account');
    if (link.status === 'VERIFIED') throw new ApiError(409, 'The link needs no update');
    return standIn.createLinkToken({ accountId, mode, linkId, redirectUri });
  });

  app.post(reimbursementsApiPaths.exchange(), auth, async (request) => {
    const accountId = await reimbursementsAccount(context, request);
    const { publicToken } = body(request);
    if (typeof publicToken !== 'string' || publicToken === '') throw invalid('publicToken is required');
    const grant = standIn.takePublicToken(publicToken);
    if (!grant) throw invalid('Unknown or expired publicToken');
    if (grant.accountId !== accountId) throw forbidden('The token belongs to another account');
    if (grant.linkId) {
      await setLinkStatus(context.db, grant.linkId, 'VERIFIED');
      const link = await findBankAccountLink(context.db, grant.linkId);
      if (!link) throw notFound('No such bank account link');
      const { accountId: _owner, ...answer } = link;
      return answer;
    }
    return context.db.transaction((tx) =>
      insertBankAccountLink(tx, {
        accountId, institutionId: grant.institutionId, institutionName: grant.institutionName, accountType: 'checking',
        accountMask: grant.accountMask, routingMask: grant.routingMask, status: grant.status, now: new Date(),
      }),
    );
  });

  // --- The stand-in of Link (sandbox only). The link token is the credential, in bodies and one query. ---

  app.get<{ Querystring: { link_token?: string } }>(bankLinkStandInPaths.session(), async (request): Promise<StandInSession> => {
    const grant = standIn.linkToken(request.query.link_token);
    if (!grant) throw invalid('Unknown or expired link token');
    const link = grant.linkId ? await findBankAccountLink(context.db, grant.linkId) : null;
    return {
      mode: grant.mode,
      update: !link ? null : link.status !== 'PENDING_VERIFICATION' ? 'reauthenticate' : standIn.depositAttemptsLeft(link.id) > 0 ? 'verifyMicroDeposits' : 'verificationLocked',
      institutionName: link?.institutionName ?? null,
      institutions: STAND_IN_INSTITUTIONS.map(({ id, name, kind }) => ({ id, name, kind })),
    };
  });

  app.post(bankLinkStandInPaths.connect(), async (request): Promise<StandInResult> => {
    const { linkToken, institutionId, routingNumber, accountNumber } = body(request);
    const grant = standIn.linkToken(linkToken);
    if (!grant || typeof linkToken !== 'string') throw invalid('Unknown or expired link token');
    if (grant.mode === 'update') {
      if (!grant.linkId) throw invalid('Nothing to update');
      const link = await findBankAccountLink(context.db, grant.linkId);
      if (!link || link.status !== 'ERROR_REQUIRES_UPDATE') throw invalid('This link is not waiting for the bank sign-in');
      return { publicToken: standIn.issuePublicToken({ accountId: grant.accountId, linkId: grant.linkId, institutionId: 'update', institutionName: link.institutionName, accountMask: link.mask, routingMask: '0000', status: 'VERIFIED' }) };
    }
    const institution = STAND_IN_INSTITUTIONS.find((candidate) => candidate.id === institutionId);
    if (!institution) throw invalid('Unknown institution');
    if (institution.kind === 'oauth') {
      const oauthStateId = standIn.startOauth(linkToken, institution.id);
      // Absolute: the browser leaves the app for the bank's page on the member API's origin.
      return { oauthStateId, oauthUrl: `${context.publicBaseUrl()}${bankLinkStandInPaths.oauthBank(oauthStateId)}` };
    }
    if (institution.kind === 'microDeposits') {
      const routing = typeof routingNumber === 'string' ? routingNumber : '';
      const account = typeof accountNumber === 'string' ? accountNumber : '';
      const errors = bankNumbersErrors(routing, account);
      if (Object.keys(errors).length > 0) throw new ApiError(400, Object.values(errors).join('; '), {}, { fields: errors });
      return { publicToken: standIn.issuePublicToken({ accountId: grant.accountId, linkId: null, institutionId: institution.id, institutionName: institution.name, accountMask: last4(account), routingMask: last4(routing), status: 'PENDING_VERIFICATION' }) };
    }
    return { publicToken: standIn.issuePublicToken({ accountId: grant.accountId, linkId: null, institutionId: institution.id, institutionName: institution.name, accountMask: institution.mask, routingMask: '0021', status: 'VERIFIED' }) };
  });

  app.post(bankLinkStandInPaths.resume(), async (request): Promise<StandInResult> => {
    const { linkToken, oauthStateId } = body(request);
    const grant = standIn.linkToken(linkToken);
    if (!grant) throw invalid('Unknown or expired link token');
    if (typeof oauthStateId !== 'string' || grant.oauth?.stateId !== oauthStateId) throw invalid('The OAuth state does not belong to this link token');
    const institution = STAND_IN_INSTITUTIONS.find((candidate) => candidate.id === grant.oauth?.institutionId);
    grant.oauth = null;
    if (!institution) throw invalid('Unknown institution');
    return { publicToken: standIn.issuePublicToken({ accountId: grant.accountId, linkId: null, institutionId: institution.id, institutionName: institution.name, accountMask: institution.mask, routingMask: '0021', status: 'VERIFIED' }) };
  });

  app.post(bankLinkStandInPaths.verify(), async (request): Promise<StandInResult> => {
    const { linkToken, amounts } = body(request);
    const grant = standIn.linkToken(linkToken);
    if (!grant || grant.mode !== 'update' || !grant.linkId) throw invalid('Unknown or expired link token');
    const link = await findBankAccountLink(context.db, grant.linkId);
    if (!link || link.status !== 'PENDING_VERIFICATION') throw invalid('This link is not waiting for micro-deposits');
    if (!Array.isArray(amounts) || amounts.length !== 2 || !amounts.every((amount) => Number.isInteger(amount))) throw invalid('amounts must be two whole numbers of cents');
    // A locked link refuses even the right pair: the member starts over with a new link (Plaid's Item lock).
    if (standIn.depositAttemptsLeft(link.id) === 0) throw depositsRefused(0);
    const sorted = [...(amounts as number[])].sort((a, b) => a - b);
    if (sorted[0] !== SANDBOX_MICRO_DEPOSITS_CENTS[0] || sorted[1] !== SANDBOX_MICRO_DEPOSITS_CENTS[1]) throw depositsRefused(standIn.recordWrongDeposits(link.id));
    return { publicToken: standIn.issuePublicToken({ accountId: grant.accountId, linkId: grant.linkId, institutionId: 'verify', institutionName: link.institutionName, accountMask: link.mask, routingMask: '0000', status: 'VERIFIED' }) };
  });

  /** The OAuth bank's own page (a top-level page of the member API's origin): approve → back to the app. */
  app.get<{ Params: { stateId: string } }>(routePattern(bankLinkStandInPaths.oauthBank, 'stateId'), async (request, reply) => {
    const grant = standIn.oauthGrant(request.params.stateId);
    if (!grant) return reply.status(400).type('text/plain').send('Unknown or expired OAuth state');
    const back = `${grant.redirectUri}?oauth_state_id=${encodeURIComponent(request.params.stateId)}`;
    return reply.type('text/html; charset=utf-8').header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'").send(oauthBankPage(back));
  });
}
