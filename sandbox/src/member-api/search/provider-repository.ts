import { PROVIDER_PAGE_SIZE, TOP_PROVIDER_TIER, type ProviderDetails, type ProviderSearchPage, type ProviderSearchRequest, type ProviderSummary, type ResolvedLocation, type SearchSuggestion, type SpecialtyCode } from '@member/shared-contracts/search';
import type { SqlExecutor } from '../database/sql-database';
import { escapeLikePattern } from '../database/like-pattern';

const MILES_PER_DEGREE_LATITUDE = 69.0;
const EARTH_RADIUS_MILES = 3958.8;

export interface ProviderRow {
  id: string;
  npi: string;
  kind: 'person' | 'facility';
  name: string;
  credentials: string | null;
  gender: 'female' | 'male' | null;
  specialties: string[];
  line1: string;
  city: string;
  state: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  phone: string;
  languages: string[];
  accepting_new_patients: boolean;
  virtual_visits: boolean;
  online_booking: boolean;
  quality_tier: 1 | 2 | 3;
  networks: number[];
  distance_miles?: number | null;
}

export function toSummary(row: ProviderRow, networkId: number | null): ProviderSummary {
  return {
    id: row.id,
    npi: row.npi,
    name: row.name,
    kind: row.kind,
    credentials: row.credentials,
    specialties: row.specialties as SpecialtyCode[],
    address: { line1: row.line1, line2: null, city: row.city, state: row.state, zipCode: row.zip_code },
    phone: row.phone,
    distanceMiles: row.distance_miles ?? null,
    inNetwork: networkId !== null && row.networks.includes(networkId),
    acceptingNewPatients: row.accepting_new_patients,
    virtualVisits: row.virtual_visits,
    onlineBooking: row.online_booking,
    qualityTier: row.quality_tier,
    isTopProvider: row.quality_tier === TOP_PROVIDER_TIER,
  };
}

/** A ZIP (5 digits) or a city name of the directory's areas; null when unknown. */
export async function resolveLocation(db: SqlExecutor, text: string): Promise<ResolvedLocation | null> {
  const value = text.trim();
  const rows = /^\d{5}$/.test(value)
    ? await db.query<{ zip_code: string; city: string; state: string; latitude: number; longitude: number }>('SELECT * FROM zip_locations WHERE zip_code = $1', [value])
    : await db.query<{ zip_code: string; city: string; state: string; latitude: number; longitude: number }>(
        "SELECT * FROM zip_locations WHERE lower(city) = lower(split_part($1, ',', 1)) ORDER BY zip_code LIMIT 1",
        [value],
      );
  const row = rows[0];
  if (!row) return null;
  return { label: /^\d{5}$/.test(value) ? `${row.city}, ${row.state} ${row.zip_code}` : `${row.city}, ${row.state}`, zipCode: row.zip_code, latitude: row.latitude, longitude: row.longitude };
}

const distanceSql = (lat: string, lng: string) =>
  `${EARTH_RADIUS_MILES} * 2 * asin(sqrt(power(sin(radians(p.latitude - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - ${lng}) / 2), 2)))`;

const ORDER_BY = {
  // Recommended (features §9 default): a name the member typed first, then the quality / cost tier, then nearer.
  recommended: 'name_match DESC, p.quality_tier ASC, distance_miles ASC, p.id',
  distance: 'distance_miles ASC, p.id',
  name: 'p.name ASC, p.id',
} as const;

/**
 * The term's matches in the directory's vocabularies, once per query (provider-directory.ts): names and
 * specialty texts within trigram word similarity of the term, and the names it names outright (the
 * recommended sort's first key), each looked up through its vocabulary's trigram index
 * (vocabulary-lookups.ts). A provider then matches by a hash lookup of its own name or specialty
 * text — the same predicates on the same strings, without word_similarity on every row in the box.
 */
const TERM_MATCH_SQL = `(p.search_vector @@ websearch_to_tsquery('english', $6)
  OR p.name IN (SELECT name FROM matched_names)
  OR p.specialty_text IN (SELECT provider_specialty_texts_matching($6)))`;
// The names the term matches are the names it names outright, so one look-up serves the filter and the sort.
const MATCHED_NAMES_SQL = "matched_names AS MATERIALIZED (SELECT name FROM provider_names_matching($6) AS name WHERE $6 <> '')";
const NAME_MATCH_SQL = 'p.name IN (SELECT name FROM matched_names)';

/**
 * One page of the directory as SQL that runs the same on a managed Postgres: a box around
 * the location on the (latitude, longitude) index, the term by full text (name, specialties, plain words)
 * or by trigram word similarity (a misspelt name or specialty), the filters, then the exact distance.
 * Only each match's id and sort keys are counted and ranked (narrow rows: the count never spills to
 * disk at 200,000 providers); the page's ten rows are read whole at the end.
 */
export async function searchProviders(
  db: SqlExecutor,
  request: Omit<ProviderSearchRequest, 'accountId' | 'location' | 'near'>,
  location: ResolvedLocation,
  networkId: number | null,
  pageSize = PROVIDER_PAGE_SIZE,
): Promise<ProviderSearchPage> {
  const term = request.term.trim().toLowerCase();
  const latDelta = request.radiusMiles / MILES_PER_DEGREE_LATITUDE;
  const lngDelta = request.radiusMiles / (MILES_PER_DEGREE_LATITUDE * Math.max(0.1, Math.cos((location.latitude * Math.PI) / 180)));
  const params: unknown[] = [location.latitude, location.longitude, latDelta, lngDelta, request.radiusMiles, term, pageSize, (request.page - 1) * pageSize];
  const where: string[] = [
    'p.latitude BETWEEN $1 - $3 AND $1 + $3',
    'p.longitude BETWEEN $2 - $4 AND $2 + $4',
  ];
  if (term) where.push(TERM_MATCH_SQL);
  if (request.inNetworkOnly) {
    params.push(networkId ?? -1);
    where.push(`p.networks @> ARRAY[$${params.length}::int]`);
  }
  if (request.virtual) where.push('p.virtual_visits');
  if (request.onlineBooking) where.push('p.online_booking');
  if (request.acceptingNewPatients) where.push('p.accepting_new_patients');
  const rows = await db.query<ProviderRow & { total: number }>(
    `WITH ${MATCHED_NAMES_SQL}, page AS (
       SELECT p.*, count(*) OVER ()::int AS total FROM (
         SELECT p.id, p.name, p.quality_tier, ${distanceSql('$1', '$2')} AS distance_miles, ${NAME_MATCH_SQL} AS name_match
         FROM providers p WHERE ${where.join(' AND ')}
       ) p WHERE p.distance_miles <= $5
       ORDER BY ${ORDER_BY[request.sort]}
       LIMIT $7 OFFSET $8
     )
     SELECT row.*, p.distance_miles, p.total FROM page p JOIN providers row ON row.id = p.id
     ORDER BY ${ORDER_BY[request.sort]}`,
    params,
  );
  return {
    items: rows.map((row) => toSummary(row, networkId)),
    total: rows[0]?.total ?? 0,
    page: request.page,
    pageSize,
    location,
    radiusMiles: request.radiusMiles,
  };
}

/** Suggestions while typing: matching specialties (by label or plain words), then providers by name nearby. */
export async function suggest(db: SqlExecutor, typed: string, location: ResolvedLocation): Promise<SearchSuggestion[]> {
  const term = typed.trim().toLowerCase();
  // $2 is the typed text as a literal inside LIKE: a typed `%` or `_` matches only itself.
  const specialties = await db.query<{ code: string; label: string }>(
    `SELECT code, label FROM specialties
     WHERE lower(label) LIKE '%' || $2 || '%' ESCAPE '\\' OR words LIKE '%' || $2 || '%' ESCAPE '\\' OR $1 <% label
     ORDER BY (lower(label) LIKE $2 || '%' ESCAPE '\\') DESC, word_similarity($1, label) DESC, label LIMIT 4`,
    [term, escapeLikePattern(term)],
  );
  const latDelta = 25 / MILES_PER_DEGREE_LATITUDE;
  const providers = await db.query<{ id: string; name: string }>(
    `SELECT p.id, p.name FROM providers p
     WHERE $1 <% p.name AND p.latitude BETWEEN $2::float8 - $4::float8 AND $2::float8 + $4::float8 AND p.longitude BETWEEN $3::float8 - $4::float8 * 1.2 AND $3::float8 + $4::float8 * 1.2
     ORDER BY word_similarity($1, p.name) DESC, p.quality_tier, p.name LIMIT 4`,
    [term, location.latitude, location.longitude, latDelta],
  );
  return [
    ...specialties.map((row): SearchSuggestion => ({ kind: 'specialty', value: row.code, label: row.label })),
    ...providers.map((row): SearchSuggestion => ({ kind: 'provider', value: row.id, label: row.name })),
  ];
}

export async function findProvider(db: SqlExecutor, providerId: string): Promise<ProviderRow | null> {
  const [row] = await db.query<ProviderRow>('SELECT * FROM providers WHERE id = $1', [providerId]);
  return row ?? null;
}

export async function networkFlags(db: SqlExecutor, networks: number[]): Promise<ProviderDetails['networks']> {
  const rows = await db.query<{ id: number; is_hcsc_network: boolean }>('SELECT id, is_hcsc_network FROM provider_networks WHERE id = ANY($1::int[]) ORDER BY id', [networks]);
  return rows.map((row) => ({ networkId: row.id, isHcscNetwork: row.is_hcsc_network }));
}
