import { DIRECTORY_SIZE } from './provider-directory';
import { CARE_TEAM_FULL_MESSAGE, CARE_TEAM_SAVED_MAX, type CareTeam, type ProviderDetails, type ProviderSearchPage, type Recommendation, type RecommendationSummary, type SearchSuggestion } from '@member/shared-contracts/search';
import { startMemberApiHarness, type MemberApiHarness } from '../../testing/member-api-harness';
import { MARIA_PCP } from './directory-areas';
import { SEEDED_RECOMMENDATIONS } from './search-seed';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const DANIEL = { email: 'spouse@example.com', accountId: '200005' };
const JAMES = { email: 'search.only@example.com', accountId: '200002' };

const DERMATOLOGY = '207N00000X';
const search = { inNetworkOnly: true, virtual: false, onlineBooking: false, acceptingNewPatients: false, sort: 'recommended', radiusMiles: 25, page: 1 };

describe('member API: provider search and care team (member-features §2, §7)', () => {
  let api: MemberApiHarness;
  let maria: string;

  beforeAll(async () => {
    api = await startMemberApiHarness();
    maria = await api.tokenOf(MARIA.email);
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  const find = async (body: Record<string, unknown>, token = maria) =>
    api.call({ method: 'POST', url: '/provider-search', token, payload: { accountId: MARIA.accountId, term: '', ...search, ...body } });

  describe('the directory', () => {
    it('holds 20,000 providers over several metro areas, generated the same every time', async () => {
      const [counts] = await api.database.query<{ n: number; zips: number; states: number; specialties: number }>(
        'SELECT count(*)::int AS n, count(DISTINCT zip_code)::int AS zips, count(DISTINCT state)::int AS states, count(DISTINCT s)::int AS specialties FROM providers, unnest(specialties) s',
      );
      expect(counts?.zips).toBeGreaterThanOrEqual(20);
      expect(counts?.states).toBeGreaterThanOrEqual(3);
      expect(counts?.specialties).toBeGreaterThanOrEqual(20);
      const [total] = await api.database.query<{ n: number }>('SELECT count(*)::int AS n FROM providers');
      expect(total?.n).toBe(DIRECTORY_SIZE);
      const [sample] = await api.database.query<{ name: string; npi: string }>("SELECT name, npi FROM providers WHERE id = 'npi-1000000370'");
      expect(sample).toEqual({ name: expect.any(String), npi: '1000000370' });
    });
  });

  describe('search', () => {
    it("finds dermatologists near Maria's home ZIP, nearest first, with distances and top-tier badges", async () => {
      const response = await find({ term: 'dermatology', sort: 'distance' });
      expect(response.statusCode).toBe(200);
      const page = response.json() as ProviderSearchPage;
      expect(page.location.zipCode).toBe('78704');
      expect(page.total).toBeGreaterThan(50);
      expect(page.items).toHaveLength(10);
      expect(page.items.every((item) => item.specialties.includes(DERMATOLOGY) && item.inNetwork)).toBe(true);
      const distances = page.items.map((item) => item.distanceMiles ?? Infinity);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      expect(distances.every((miles) => miles <= 25)).toBe(true);
      const second = (await find({ term: 'dermatology', sort: 'distance', page: 2 })).json() as ProviderSearchPage;
      expect(second.items[0]?.id).not.toBe(page.items[0]?.id);
      const recommended = (await find({ term: 'dermatology' })).json() as ProviderSearchPage;
      expect(recommended.items[0]?.isTopProvider).toBe(true);
    });

    it('understands conditions in plain words, filters, another ZIP or a city, and a misspelt name', async () => {
      const backPain = (await find({ term: 'back pain' })).json() as ProviderSearchPage;
      expect(backPain.items.every((item) => item.specialties.some((code) => ['207X00000X', '225100000X'].includes(code)))).toBe(true);
      const all = (await find({ term: 'dermatology' })).json() as ProviderSearchPage;
      const narrowed = (await find({ term: 'dermatology', virtual: true, onlineBooking: true, acceptingNewPatients: true })).json() as ProviderSearchPage;
      expect(narrowed.total).toBeGreaterThan(0);
      expect(narrowed.total).toBeLessThan(all.total);
      expect(narrowed.items.every((item) => item.virtualVisits && item.onlineBooking && item.acceptingNewPatients)).toBe(true);
      const dallas = (await find({ term: 'dermatology', location: 'Dallas' })).json() as ProviderSearchPage;
      expect(dallas.items.every((item) => item.address.state === 'TX' && item.address.city === 'Dallas')).toBe(true);
      expect(((await find({ term: 'dermatology', location: '60614' })).json() as ProviderSearchPage).items[0]?.address.city).toBe('Chicago');
      const typo = (await find({ term: 'okonkow' })).json() as ProviderSearchPage;
      expect(typo.items[0]?.id).toBe(MARIA_PCP.id);
      expect(((await find({ term: 'zzqqxx' })).json() as ProviderSearchPage).total).toBe(0);
    });

    it('suggests specialties and names while typing', async () => {
      const answer = await api.call({ method: 'POST', url: '/provider-suggestions', token: maria, payload: { accountId: MARIA.accountId, term: 'derm' } });
      expect((answer.json().items as SearchSuggestion[])[0]).toEqual({ kind: 'specialty', value: DERMATOLOGY, label: 'Dermatology' });
      const name = await api.call({ method: 'POST', url: '/provider-suggestions', token: maria, payload: { accountId: MARIA.accountId, term: 'okonk' } });
      expect((name.json().items as SearchSuggestion[]).map((item) => item.label)).toContain('Amara Okonkwo');
    });

    it('takes a typed %, _ or \\ literally in suggestions, never as a LIKE wildcard', async () => {
      for (const term of ['%%', '__', '\\%', 'd%m']) {
        const answer = await api.call({ method: 'POST', url: '/provider-suggestions', token: maria, payload: { accountId: MARIA.accountId, term } });
        expect([term, (answer.json().items as SearchSuggestion[]).filter((item) => item.kind === 'specialty')]).toEqual([term, []]);
      }
    });

    it('answers one provider with networks, languages and whether it is in the care team', async () => {
      const details = (await api.call({ url: `/directory/providers/${MARIA_PCP.id}?account_id=${MARIA.accountId}`, token: maria })).json() as ProviderDetails;
      expect(details).toMatchObject({ name: 'Amara Okonkwo', isPrimaryCare: true, inCareTeam: true, isTopProvider: true });
      expect(details.networks).toEqual([{ networkId: 9001, isHcscNetwork: false }, { networkId: 9002, isHcscNetwork: true }]);
      expect((await api.call({ url: `/directory/providers/npi-0?account_id=${MARIA.accountId}`, token: maria })).statusCode).toBe(404);
    });
  });

  describe('care team and recommendations', () => {
    it("shows Maria's PCP, adds and removes a saved provider", async () => {
      const url = (id = '') => `/care-team${id ? `/${id}` : ''}?account_id=${MARIA.accountId}`;
      const team = (await api.call({ url: url(), token: maria })).json() as CareTeam;
      expect(team.primaryCare?.id).toBe(MARIA_PCP.id);
      const added = await api.call({ method: 'PUT', url: url('npi-1000000370'), token: maria });
      expect(added.statusCode).toBe(201);
      expect((added.json() as CareTeam).saved.map((provider) => provider.id)).toEqual(['npi-1000000370']);
      expect((await api.call({ method: 'PUT', url: url('npi-1000000370'), token: maria })).statusCode).toBe(200);
      expect((await api.call({ method: 'DELETE', url: url('npi-1000000370'), token: maria })).json().saved).toEqual([]);
      expect((await api.call({ method: 'DELETE', url: url('npi-1000000370'), token: maria })).statusCode).toBe(404);
      expect((await api.call({ method: 'PUT', url: url('npi-0'), token: maria })).statusCode).toBe(404);
    });

    it(`keeps at most CARE_TEAM_SAVED_MAX (${CARE_TEAM_SAVED_MAX}) saved providers: one more is 422 with a message, one already saved still 200`, async () => {
      const url = (id: string) => `/care-team/${id}?account_id=${MARIA.accountId}`;
      const ids = (await api.database.query<{ id: string }>('SELECT id FROM providers WHERE id <> $1 ORDER BY id LIMIT $2', [MARIA_PCP.id, CARE_TEAM_SAVED_MAX + 1])).map((row) => row.id);
      for (const id of ids.slice(0, CARE_TEAM_SAVED_MAX)) expect((await api.call({ method: 'PUT', url: url(id), token: maria })).statusCode).toBe(201);
      const over = await api.call({ method: 'PUT', url: url(ids[CARE_TEAM_SAVED_MAX] ?? ''), token: maria });
      expect([over.statusCode, over.json().message]).toEqual([422, CARE_TEAM_FULL_MESSAGE]);
      expect((await api.call({ method: 'PUT', url: url(ids[0] ?? ''), token: maria })).statusCode).toBe(200);
      for (const id of ids.slice(0, CARE_TEAM_SAVED_MAX)) await api.call({ method: 'DELETE', url: url(id), token: maria });
    });

    it("answers Maria's recommendation: three in-network top-tier dermatologists", async () => {
      const answer = (await api.call({ url: `/recommendations/${SEEDED_RECOMMENDATIONS.mariaDermatology}`, token: maria })).json() as Recommendation;
      expect(answer.providers).toHaveLength(3);
      expect(answer.providers.every((provider) => provider.isTopProvider && provider.specialties.includes(DERMATOLOGY))).toBe(true);
    });
  });

  describe('the list of recommendations (how a member finds /recommendations/{id})', () => {
    it("lists Maria's recommendations, newest first, without their providers", async () => {
      const response = await api.call({ url: `/recommendations?account_id=${MARIA.accountId}`, token: maria });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { items: RecommendationSummary[] }).items).toEqual([
        { id: SEEDED_RECOMMENDATIONS.mariaDermatology, need: DERMATOLOGY, createdAt: '2026-10-02T16:00:00.000Z', providerCount: 3 },
      ]);
    });

    it("refuses another member's list (403), no account (400) and an account without SEARCH (403)", async () => {
      const daniel = await api.tokenOf(DANIEL.email);
      expect((await api.call({ url: `/recommendations?account_id=${MARIA.accountId}`, token: daniel })).statusCode).toBe(403);
      const missing = await api.call({ url: '/recommendations', token: maria });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ message: 'account_id is required' });
      expect((await api.call({ url: `/recommendations?account_id=${DANIEL.accountId}`, token: daniel })).statusCode).toBe(403);
    });
  });

  describe('refusals', () => {
    it("refuses another member's account on every route (403) and no token (401)", async () => {
      const daniel = await api.tokenOf(DANIEL.email);
      const other = { accountId: MARIA.accountId };
      expect((await find(other, daniel)).statusCode).toBe(403);
      expect((await api.call({ method: 'POST', url: '/provider-suggestions', token: daniel, payload: { ...other, term: 'derm' } })).statusCode).toBe(403);
      expect((await api.call({ url: `/directory/providers/${MARIA_PCP.id}?account_id=${MARIA.accountId}`, token: daniel })).statusCode).toBe(403);
      expect((await api.call({ url: `/care-team?account_id=${MARIA.accountId}`, token: daniel })).statusCode).toBe(403);
      expect((await api.call({ method: 'PUT', url: `/care-team/npi-1000000370?account_id=${MARIA.accountId}`, token: daniel })).statusCode).toBe(403);
      expect((await api.call({ method: 'DELETE', url: `/care-team/${MARIA_PCP.id}?account_id=${MARIA.accountId}`, token: daniel })).statusCode).toBe(403);
      expect((await api.call({ url: `/recommendations/${SEEDED_RECOMMENDATIONS.mariaDermatology}`, token: daniel })).statusCode).toBe(403);
      expect((await api.call({ method: 'POST', url: '/provider-search', payload: { accountId: MARIA.accountId, term: '', ...search } })).statusCode).toBe(401);
    });

    it('refuses an account without the product: Daniel (no SEARCH) cannot search, James (search only) has no care team', async () => {
      const daniel = await api.tokenOf(DANIEL.email);
      expect((await api.call({ method: 'POST', url: '/provider-search', token: daniel, payload: { accountId: DANIEL.accountId, term: '', ...search } })).statusCode).toBe(403);
      const james = await api.tokenOf(JAMES.email);
      expect((await api.call({ url: `/care-team?account_id=${JAMES.accountId}`, token: james })).statusCode).toBe(403);
    });

    it('answers bad input 400 with a message', async () => {
      const cases: Record<string, unknown>[] = [
        { term: 'x'.repeat(101) },
        { term: 'line\nbreak' },
        { sort: 'cheapest' },
        { radiusMiles: 7 },
        { page: 0 },
        { near: { latitude: 200, longitude: 0 } },
        { location: 'Atlantis' },
        { extra: true },
      ];
      for (const body of cases) {
        const response = await find(body);
        expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
        expect(response.json().message).toEqual(expect.any(String));
      }
      const noAccount = await api.call({ url: '/care-team', token: maria });
      expect(noAccount.statusCode).toBe(400);
      const shortTerm = await api.call({ method: 'POST', url: '/provider-suggestions', token: maria, payload: { accountId: MARIA.accountId, term: 'd' } });
      expect(shortTerm.statusCode).toBe(400);
    });
  });
});
