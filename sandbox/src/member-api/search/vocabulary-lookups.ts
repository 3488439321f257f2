import type { Migration } from '../database/migration';

/**
 * The look-ups a search makes in the directory's vocabularies (`provider_names`, `provider_specialty_texts`):
 * the entries within trigram word similarity of the term (`<%`), through each vocabulary's trigram index.
 *
 * Each is a function so that three settings hold for that one query and nothing else:
 * - `pg_trgm.word_similarity_threshold = 0.6`: what `<%` means (the names a term matches are the names it
 *   names outright, the recommended sort's first key), fixed here rather than left to the server's default;
 * - `enable_seqscan = off`: the planner prices `<%` like a cheap operator, so on these small tables
 *   (157 specialty texts in 4 pages, ~4,000 names) it scanned every entry and computed word_similarity on
 *   each — 0.1 ms apiece on a 136-character specialty text — where the trigram index hands back only the
 *   entries sharing enough trigrams with the term (none for most surnames);
 * - `plan_cache_mode = force_generic_plan`: a plan made for one term's trigrams priced the primary key's
 *   full scan below the trigram index (for 29 of 37 benchmark terms on the specialty texts, 11 on the
 *   names); the plan made for any term uses the index.
 * Parameters are positional (`$1`) so a test can prepare the very body under the very settings.
 */
export const VOCABULARY_LOOKUPS_MIGRATION: Migration = {
  id: '303_vocabulary_lookups',
  sql: `
    CREATE FUNCTION provider_names_matching(term text) RETURNS SETOF text
      LANGUAGE sql STABLE PARALLEL SAFE
      SET pg_trgm.word_similarity_threshold = 0.6 SET enable_seqscan = off SET plan_cache_mode = force_generic_plan
      AS 'SELECT name FROM provider_names WHERE $1 <% name';
    CREATE FUNCTION provider_specialty_texts_matching(term text) RETURNS SETOF text
      LANGUAGE sql STABLE PARALLEL SAFE
      SET pg_trgm.word_similarity_threshold = 0.6 SET enable_seqscan = off SET plan_cache_mode = force_generic_plan
      AS 'SELECT specialty_text FROM provider_specialty_texts WHERE $1 <% specialty_text';
  `,
};
