import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasCareTeamFeature } from '@member/shared-contracts/features';
import { CARE_TEAM_FULL_MESSAGE, isCareTeamFull, providerSearchSchema, providerSuggestionsSchema, type CareTeam, type ProviderDetails, type Recommendation, type RecommendationSummary, type ResolvedLocation, searchApiPaths } from '@member/shared-contracts/search';
import { routePattern } from '../../http/route-pattern';
import { ApiError, badRequest, forbidden, notFound } from '../api-error';
import { callerOf } from '../auth/authenticate';
import type { SqlExecutor } from '../database/sql-database';
import type { MemberApiContext } from '../member-api-context';
import { findAccountRow } from '../repositories/accounts';
import type { AccountRow } from '../repositories/account-row';
import { homeZipOf } from './directory-areas';
import { findProvider, networkFlags, resolveLocation, searchProviders, suggest, toSummary, type ProviderRow } from './provider-repository';

const invalid = (message: string) => new ApiError(400, message);

type Need = 'search' | 'careTeam';

/** The caller's own account (else 403) with SEARCH — or, for the care team, the CARE_TEAM products (else 403). */
async function searchAccount(context: MemberApiContext, request: FastifyRequest, accountId: unknown, need: Need = 'search'): Promise<AccountRow> {
  if (typeof accountId !== 'string' || accountId === '') throw invalid('account_id is required');
  if (callerOf(request).accountId !== accountId) throw forbidden('The token does not belong to this account');
  const account = await findAccountRow(context.db, accountId);
  if (!account) throw notFound(`Account ${accountId} not found`);
  const features = new Set(account.product_features);
  // The care team's flag (careTeamUX) is the app's gate; the API checks the products it needs (access §6).
  const allowed = need === 'search' ? features.has('SEARCH') : hasCareTeamFeature(features, { careTeamUX: true });
  if (!allowed) throw forbidden(need === 'search' ? 'This account has no provider search' : 'This account has no care team');
  return account;
}

async function locationFor(db: SqlExecutor, account: AccountRow, text: string | undefined, near: { latitude: number; longitude: number } | undefined): Promise<ResolvedLocation> {
  if (near) return { label: 'current', zipCode: null, ...near };
  const typed = text?.trim();
  const resolved = await resolveLocation(db, typed || homeZipOf(account.account_id));
  if (!resolved) throw invalid('validation.search.locationUnknown');
  return resolved;
}

async function careTeamOf(db: SqlExecutor, account: AccountRow): Promise<CareTeam> {
  const [pcp] = await db.query<ProviderRow>(
    'SELECT p.* FROM existing_pcps e JOIN providers p ON p.id = e.provider_id WHERE e.account_id = $1 ORDER BY e.created_at DESC LIMIT 1',
    [account.account_id],
  );
  const saved = await db.query<ProviderRow & { added_at: Date | string }>(
    'SELECT p.*, c.added_at FROM care_team_providers c JOIN providers p ON p.id = c.provider_id WHERE c.account_id = $1 ORDER BY c.added_at, p.name',
    [account.account_id],
  );
  return {
    primaryCare: pcp ? toSummary(pcp, account.network_id) : null,
    saved: saved.map((row) => ({ ...toSummary(row, account.network_id), addedAt: new Date(row.added_at).toISOString() })),
  };
}

/**
 * The search and care-team routes. Each authenticates, works only on the caller's own
 * account (403 for another's, or one without the product), and answers bad input 400 with a message.
 * A search term and a typed location come in POST bodies, never in a URL (health data: no access log
 * or proxy ever holds them).
 */
export function registerSearch(app: FastifyInstance, context: MemberApiContext): void {
  const auth = { onRequest: context.authenticate };

  app.post(searchApiPaths.providerSearch(), auth, async (request) => {
    const parsed = providerSearchSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error);
    const { accountId, location, near, ...search } = parsed.data;
    const account = await searchAccount(context, request, accountId);
    return searchProviders(context.db, search, await locationFor(context.db, account, location, near), account.network_id);
  });

  app.post(searchApiPaths.providerSuggestions(), auth, async (request) => {
    const parsed = providerSuggestionsSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw badRequest(parsed.error);
    const account = await searchAccount(context, request, parsed.data.accountId);
    return { items: await suggest(context.db, parsed.data.term, await locationFor(context.db, account, parsed.data.location, undefined)) };
  });

  app.get<{ Params: { providerId: string }; Querystring: { account_id?: string } }>(routePattern(searchApiPaths.provider, 'providerId'), auth, async (request) => {
    const account = await searchAccount(context, request, request.query.account_id);
    const row = await findProvider(context.db, request.params.providerId);
    if (!row) throw notFound('Provider not found');
    const team = await careTeamOf(context.db, account);
    const details: ProviderDetails = {
      ...toSummary(row, account.network_id),
      languages: row.languages,
      gender: row.gender,
      latitude: row.latitude,
      longitude: row.longitude,
      networks: await networkFlags(context.db, row.networks),
      inCareTeam: team.primaryCare?.id === row.id || team.saved.some((saved) => saved.id === row.id),
      isPrimaryCare: team.primaryCare?.id === row.id,
    };
    return details;
  });

  app.get<{ Querystring: { account_id?: string } }>(searchApiPaths.careTeam(), auth, async (request) => {
    const account = await searchAccount(context, request, request.query.account_id, 'careTeam');
    return careTeamOf(context.db, account);
  });

  app.put<{ Params: { providerId: string }; Querystring: { account_id?: string } }>(routePattern(searchApiPaths.careTeamMember, 'providerId'), auth, async (request, reply) => {
    const account = await searchAccount(context, request, request.query.account_id, 'careTeam');
    const { providerId } = request.params;
    if (!(await findProvider(context.db, providerId))) throw notFound('Provider not found');
    // One transaction: two adds at once cannot both take the last place.
    const added = await context.db.transaction(async (tx) => {
      const team = await careTeamOf(tx, account);
      if (team.saved.some((saved) => saved.id === providerId)) return false;
      if (isCareTeamFull(team)) throw new ApiError(422, CARE_TEAM_FULL_MESSAGE);
      await tx.query('INSERT INTO care_team_providers (account_id, provider_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [account.account_id, providerId]);
      return true;
    });
    return reply.status(added ? 201 : 200).send(await careTeamOf(context.db, account));
  });

  app.delete<{ Params: { providerId: string }; Querystring: { account_id?: string } }>(routePattern(searchApiPaths.careTeamMember, 'providerId'), auth, async (request) => {
    const account = await searchAccount(context, request, request.query.account_id, 'careTeam');
    const removed = await context.db.query('DELETE FROM care_team_providers WHERE account_id = $1 AND provider_id = $2 RETURNING provider_id', [account.account_id, request.params.providerId]);
    if (!removed.length) throw notFound('The provider is not in the care team');
    return careTeamOf(context.db, account);
  });

  app.get<{ Querystring: { account_id?: string } }>(searchApiPaths.recommendations(), auth, async (request): Promise<{ items: RecommendationSummary[] }> => {
    const account = await searchAccount(context, request, request.query.account_id);
    const rows = await context.db.query<{ id: string; need: string; provider_ids: string[]; created_at: Date | string }>(
      'SELECT id, need, provider_ids, created_at FROM provider_recommendations WHERE account_id = $1 ORDER BY created_at DESC, id',
      [account.account_id],
    );
    return { items: rows.map((row) => ({ id: row.id, need: row.need, createdAt: new Date(row.created_at).toISOString(), providerCount: row.provider_ids.length })) };
  });

  app.get<{ Params: { recommendationId: string }; Querystring: { account_id?: string } }>(routePattern(searchApiPaths.recommendation, 'recommendationId'), auth, async (request) => {
    const [row] = await context.db.query<{ id: string; account_id: string; need: string; note: string; provider_ids: string[]; created_at: Date | string }>(
      'SELECT * FROM provider_recommendations WHERE id = $1',
      [request.params.recommendationId],
    );
    if (!row) throw notFound('Recommendation not found');
    if (callerOf(request).accountId !== row.account_id) throw forbidden('The recommendation belongs to another account');
    const account = await searchAccount(context, request, row.account_id);
    const providers = await context.db.query<ProviderRow>('SELECT * FROM providers WHERE id = ANY($1::text[])', [row.provider_ids]);
    const byId = new Map(providers.map((provider) => [provider.id, provider]));
    const answer: Recommendation = {
      id: row.id,
      need: row.need,
      note: row.note,
      createdAt: new Date(row.created_at).toISOString(),
      providers: row.provider_ids.flatMap((id) => (byId.has(id) ? [toSummary(byId.get(id)!, account.network_id)] : [])),
    };
    return answer;
  });
}
