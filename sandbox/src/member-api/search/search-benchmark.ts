/**
 * Provider-search benchmark (not a test): p50 / p95 / max of 1,000 varied searches
 * (terms, ZIPs and cities, filters, sorts, pages) on the 20,000-provider directory, then again after
 * growing it to 200,000 the same deterministic way; beside each, how long building the directory took
 * and the process's memory (PGlite's database lives in WebAssembly memory: resident set and array
 * buffers, not the JS heap), and the machine's load average (timings are only comparable under the same load).
 * Run: `npx tsx sandbox/src/member-api/search/search-benchmark.ts`.
 */
import { loadavg } from 'node:os';
import { SEARCH_RADII_MILES, SPECIALTIES, PROVIDER_SORTS, type ProviderSearchRequest } from '@member/shared-contracts/search';
import { openPgliteDriver } from '../database/pglite-driver';
import { MIGRATIONS } from '../database/migrations';
import type { SqlExecutor } from '../database/sql-database';
import { DIRECTORY_ZIPS } from './directory-areas';
import { DIRECTORY_SIZE, generateDirectorySql } from './provider-directory';
import { resolveLocation, searchProviders } from './provider-repository';

const TERMS = [...SPECIALTIES.map((specialty) => specialty.label.toLowerCase()), 'back pain', 'anxiety', 'skin rash', 'heart', 'kids', 'diabetes', 'eye doctor', 'okonkow', 'maria garcia', 'chen', 'patel', 'smiht', 'urgent care', 'lab', ''];
const CITIES = ['Austin', 'Dallas', 'Houston', 'Chicago', 'Denver'];

const mebibytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function run(db: SqlExecutor, label: string, buildMs: number): Promise<void> {
  const timings: number[] = [];
  for (let i = 0; i < 1000; i += 1) {
    const zip = DIRECTORY_ZIPS[(i * 7) % DIRECTORY_ZIPS.length]!;
    const request: Omit<ProviderSearchRequest, 'accountId' | 'location' | 'near'> = {
      term: TERMS[(i * 13) % TERMS.length]!,
      inNetworkOnly: i % 3 !== 0,
      virtual: i % 5 === 0,
      onlineBooking: i % 7 === 0,
      acceptingNewPatients: i % 4 === 0,
      sort: PROVIDER_SORTS[i % PROVIDER_SORTS.length]!,
      radiusMiles: SEARCH_RADII_MILES[i % SEARCH_RADII_MILES.length]!,
      page: 1 + (i % 3),
    };
    const started = performance.now();
    const location = await resolveLocation(db, i % 4 === 0 ? CITIES[i % CITIES.length]! : zip.zipCode);
    await searchProviders(db, request, location!, 9001);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]!.toFixed(1);
  const memory = process.memoryUsage();
  console.log(
    `${label}: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms over ${timings.length} searches; built in ${(buildMs / 1000).toFixed(1)} s;`,
    `rss ${mebibytes(memory.rss)}, array buffers ${mebibytes(memory.arrayBuffers)}, JS heap ${mebibytes(memory.heapUsed)}; load ${loadavg().map((load) => load.toFixed(2)).join(' ')}`,
  );
}

let started = performance.now();
const driver = await openPgliteDriver();
for (const migration of MIGRATIONS) await driver.exec(migration.sql);
const builtSmall = performance.now() - started;
const db: SqlExecutor = {
  query: async (sql, params) => (await driver.query(sql, params)).rows as never,
  exec: (sql) => driver.exec(sql),
} as SqlExecutor;
await run(db, `${DIRECTORY_SIZE} providers`, builtSmall);
started = performance.now();
await driver.exec(`${generateDirectorySql(200_000 - DIRECTORY_SIZE, DIRECTORY_SIZE)} ANALYZE providers;`);
await run(db, '200000 providers', performance.now() - started);
await driver.close();
