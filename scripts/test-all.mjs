#!/usr/bin/env node
/**
 * `npm test`: every suite in order (see lib/suites.mjs) — docker-compose config, typecheck, lint,
 * node:test, Jest, the production build, the first-load budgets, Playwright. A failing suite does not
 * stop the next one, except that a failed build skips the budgets and e2e (counted as failed).
 * Prints each suite's duration and, last, exactly one line `N passed, N failed`; exits 1 on any failure.
 *
 *   node scripts/test-all.mjs [suite name ...]   run only the named suites (e.g. lint jest)
 */
import { formatDuration } from './lib/output.mjs';
import { prepareRunDir, suites } from './lib/suites.mjs';

const only = process.argv.slice(2);
const selected = only.length > 0 ? suites.filter((suite) => only.some((name) => suite.name.startsWith(name))) : suites;
if (selected.length === 0) {
  console.error(`no suite named ${only.join(', ')}: ${suites.map((suite) => suite.name).join(', ')}`);
  process.exit(2);
}

prepareRunDir();
/** @type {import('./lib/suites.mjs').Context} */
const context = { buildFailed: false };
/** @type {{ name: string, passed: number, failed: number, ms: number, note?: string }[]} */
const rows = [];
const started = Date.now();

for (const suite of selected) {
  console.log(`\n=== ${suite.name} ===`);
  const suiteStarted = Date.now();
  let counts;
  try {
    counts = await suite.run(context);
  } catch (error) {
    counts = { passed: 0, failed: 1, note: error instanceof Error ? error.message : String(error) };
  }
  const row = { name: suite.name, ...counts, ms: Date.now() - suiteStarted };
  rows.push(row);
  const verdict = row.failed === 0 ? 'ok' : 'FAILED';
  console.log(`=== ${suite.name}: ${verdict} (passed ${row.passed}, failed ${row.failed}) in ${formatDuration(row.ms)}${row.note ? ` — ${row.note}` : ''}`);
}

const width = Math.max(...rows.map((row) => row.name.length));
console.log('\nSummary');
for (const row of rows) {
  console.log(
    `  ${row.name.padEnd(width)}  passed ${String(row.passed).padStart(4)}  failed ${String(row.failed).padStart(3)}  ${formatDuration(row.ms).padStart(10)}${row.note ? `  (${row.note})` : ''}`,
  );
}
console.log(`  total time ${formatDuration(Date.now() - started)}`);
const passed = rows.reduce((sum, row) => sum + row.passed, 0);
const failed = rows.reduce((sum, row) => sum + row.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
