import { PROVIDER_PAGE_SIZE, type ResolvedLocation } from '@member/shared-contracts/search';
import { startMemberApiHarness, type MemberApiHarness } from '../../testing/member-api-harness';
import type { SqlExecutor } from '../database/sql-database';
import { resolveLocation, searchProviders } from './provider-repository';

/** One node of `EXPLAIN (ANALYZE, FORMAT JSON)`: its own fields, and the nodes under it in `Plans`. */
interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
  [field: string]: unknown;
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
/** What a node computes itself (its conditions, sort keys, output), without the nodes under it. */
const ownText = ({ Plans: _under, ...own }: PlanNode) => JSON.stringify(own);
const TRIGRAM = /<%|%>|word_similarity/;
const VOCABULARIES = ['provider_names', 'provider_specialty_texts'];

/**
 * How much work one search does, counted rather than timed (a shared CI machine makes milliseconds
 * meaningless): the plan Postgres ran, with the rows each node looked at. A term's trigram similarity is
 * the expensive part of a search, so it is computed once per distinct name and specialty text, never per
 * provider in the box (200,000 providers share ~5,000 names), and only the page's rows are read whole.
 */
describe('provider search: work per query stays bounded by the vocabulary, not the directory', () => {
  let api: MemberApiHarness;

  beforeAll(async () => {
    api = await startMemberApiHarness();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });

  /** Runs one search, captures its SQL, and answers the plan of that SQL run again under EXPLAIN ANALYZE. */
  async function planOf(term: string, sort: 'recommended' | 'distance' | 'name', location: ResolvedLocation): Promise<PlanNode[]> {
    const statements: { sql: string; params: unknown[] }[] = [];
    const recording: SqlExecutor = {
      query: (sql, params = []) => {
        statements.push({ sql, params });
        return api.database.query(sql, params);
      },
      exec: (sql) => api.database.exec(sql),
    };
    await searchProviders(recording, { term, inNetworkOnly: false, virtual: false, onlineBooking: false, acceptingNewPatients: false, sort, radiusMiles: 100, page: 2 }, location, 9001);
    const search = statements.at(-1)!;
    const [explained] = await api.database.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${search.sql}`, search.params);
    return nodesOf(explained!['QUERY PLAN'][0].Plan);
  }

  it.each([
    ['a surname, ranked by a name match first', 'chen', 'recommended'],
    ['a specialty in plain words', 'back pain', 'distance'],
    ['a misspelt name', 'okonkow', 'name'],
  ] as const)('%s (%s, %s): trigram similarity once per distinct name and specialty text, never per provider', async (_case, term, sort) => {
    const location = (await resolveLocation(api.database, 'Austin'))!;
    const nodes = await planOf(term, sort, location);
    const perProvider = nodes.filter((node) => !VOCABULARIES.includes(node['Relation Name'] ?? '') && TRIGRAM.test(ownText(node)));
    expect(perProvider.map((node) => `${node['Node Type']} ${node['Relation Name'] ?? ''}`)).toEqual([]);
    const [vocabulary] = await api.database.query<{ n: number }>('SELECT (SELECT count(*) FROM provider_names) + (SELECT count(*) FROM provider_specialty_texts) AS n');
    const compared = nodes
      .filter((node) => VOCABULARIES.includes(node['Relation Name'] ?? ''))
      .reduce((sum, node) => sum + (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'], 0);
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThanOrEqual(Number(vocabulary!.n));
  });

  it('reads whole provider rows only for the page asked for: the rest of the matches are counted and ranked by id and sort keys', async () => {
    const location = (await resolveLocation(api.database, 'Austin'))!;
    const nodes = await planOf('', 'name', location);
    const wholeRows = nodes.filter((node) => node['Index Name'] === 'providers_pkey');
    expect(wholeRows.reduce((sum, node) => sum + node['Actual Rows'] * node['Actual Loops'], 0)).toBe(PROVIDER_PAGE_SIZE);
  });
});
