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
/** A node reading a vocabulary: the table itself or one of its indexes (`provider_names_trgm`, …). */
const vocabularyOf = (node: PlanNode) => VOCABULARIES.find((table) => node['Relation Name'] === table || node['Index Name']?.startsWith(`${table}_`));
/** Vocabulary entries a node compared with the term: those it returned and those its conditions turned away. */
const comparedBy = (node: PlanNode) =>
  (node['Actual Rows'] + Number(node['Rows Removed by Filter'] ?? 0) + Number(node['Rows Removed by Index Recheck'] ?? 0)) * node['Actual Loops'];

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

  /**
   * The plans of the vocabulary look-ups a search's plan calls (functions whose body reads a vocabulary):
   * each body prepared and run under EXPLAIN ANALYZE with the function's own settings, which is how the
   * function plans and runs it (a function's inner plan never shows in its caller's).
   */
  async function lookupPlansOf(searchNodes: PlanNode[], term: string): Promise<PlanNode[]> {
    const lookups = await api.database.query<{ proname: string; prosrc: string; proconfig: string[] | null }>(
      `SELECT proname, prosrc, proconfig FROM pg_proc WHERE prosrc ~ '\\m(${VOCABULARIES.join('|')})\\M'`,
    );
    const called = lookups.filter((lookup) => JSON.stringify(searchNodes).includes(`${lookup.proname}(`));
    const plans: PlanNode[] = [];
    for (const lookup of called) {
      await api.database.transaction(async (tx) => {
        for (const setting of lookup.proconfig ?? []) {
          const [name, value] = [setting.slice(0, setting.indexOf('=')), setting.slice(setting.indexOf('=') + 1)];
          await tx.query('SELECT set_config($1, $2, true)', [name, value]);
        }
        await tx.exec(`PREPARE vocabulary_lookup(text) AS ${lookup.prosrc}`);
        const [literal] = await tx.query<{ term: string }>('SELECT quote_literal($1::text) AS term', [term]);
        const [explained] = await tx.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE vocabulary_lookup(${literal!.term})`);
        await tx.exec('DEALLOCATE vocabulary_lookup');
        plans.push(...nodesOf(explained!['QUERY PLAN'][0].Plan));
      });
    }
    return plans;
  }

  /** Runs one search, captures its SQL, and answers the plan of that SQL run again under EXPLAIN ANALYZE, with its look-ups'. */
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
    const [explained] = await api.database.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (ANALYZE, VERBOSE, FORMAT JSON) ${search.sql}`, search.params);
    const nodes = nodesOf(explained!['QUERY PLAN'][0].Plan);
    return [...nodes, ...(await lookupPlansOf(nodes, term))];
  }

  it.each([
    ['a surname, ranked by a name match first', 'chen', 'recommended'],
    ['a specialty in plain words', 'back pain', 'distance'],
    ['a misspelt name', 'okonkow', 'name'],
  ] as const)('%s (%s, %s): trigram similarity once per distinct name and specialty text, never per provider', async (_case, term, sort) => {
    const location = (await resolveLocation(api.database, 'Austin'))!;
    const nodes = await planOf(term, sort, location);
    const perProvider = nodes.filter((node) => !vocabularyOf(node) && TRIGRAM.test(ownText(node)));
    expect(perProvider.map((node) => `${node['Node Type']} ${node['Relation Name'] ?? ''}`)).toEqual([]);
    const [vocabulary] = await api.database.query<{ n: number }>('SELECT (SELECT count(*) FROM provider_names) + (SELECT count(*) FROM provider_specialty_texts) AS n');
    const compared = nodes.filter((node) => node['Relation Name'] && vocabularyOf(node)).reduce((sum, node) => sum + comparedBy(node), 0);
    expect(compared).toBeGreaterThan(0);
    expect(compared).toBeLessThanOrEqual(Number(vocabulary!.n));
  });

  // Comparing a term with an entry costs ~0.1 ms on a specialty text (136 characters on average): a scan of
  // all 157 was most of a search's time at 20,000 providers. An entry can reach a word similarity of 0.6
  // only if it holds 60 % of the term's trigrams; those are all the trigram index hands back.
  it.each([
    ['a surname, which shares too few trigrams with any specialty text', 'patel'],
    ['a specialty, which names no provider', 'dermatology'],
    ['a surname close to a specialty word ("children")', 'chen'],
  ])('%s (%s): compared only with the names and specialty texts holding enough of its trigrams, never a whole vocabulary', async (_case, term) => {
    const location = (await resolveLocation(api.database, 'Austin'))!;
    const nodes = await planOf(term, 'recommended', location);
    const scans = nodes.filter((node) => node['Relation Name'] && vocabularyOf(node));
    expect(scans.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name'])).toEqual([]);
    const beyondReach: string[] = [];
    for (const [vocabulary, column] of [['provider_names', 'name'], ['provider_specialty_texts', 'specialty_text']] as const) {
      const [entries] = await api.database.query<{ all: number; within_reach: number }>(
        `SELECT count(*)::int AS all, (count(*) FILTER (WHERE cardinality(ARRAY(SELECT unnest(show_trgm($1)) INTERSECT SELECT unnest(show_trgm(${column})))) >= 0.6 * cardinality(show_trgm($1))))::int AS within_reach
         FROM ${vocabulary}`,
        [term],
      );
      const compared = scans.filter((node) => node['Relation Name'] === vocabulary).reduce((sum, node) => sum + comparedBy(node), 0);
      if (compared > entries!.within_reach || compared >= entries!.all) beyondReach.push(`${vocabulary}: ${compared} compared of ${entries!.all}, ${entries!.within_reach} within reach`);
    }
    expect(beyondReach).toEqual([]);
  });

  it('reads whole provider rows only for the page asked for: the rest of the matches are counted and ranked by id and sort keys', async () => {
    const location = (await resolveLocation(api.database, 'Austin'))!;
    const nodes = await planOf('', 'name', location);
    const wholeRows = nodes.filter((node) => node['Index Name'] === 'providers_pkey');
    expect(wholeRows.reduce((sum, node) => sum + node['Actual Rows'] * node['Actual Loops'], 0)).toBe(PROVIDER_PAGE_SIZE);
  });
});
