#!/usr/bin/env node
/**
 * Production build of the apps, one at a time, with timings.
 *
 *   node scripts/build.mjs                 every app (shell + six remotes)
 *   node scripts/build.mjs --stale         only apps whose dist is older than their inputs
 *   node scripts/build.mjs mfe-claims ...  the named apps
 *
 * Exits 1 if a build fails (the others still build).
 */
import { parseArgs } from 'node:util';
import { apps, findApp } from './lib/apps.mjs';
import { buildApps } from './lib/build.mjs';
import { staleReason } from './lib/stale-check.mjs';

const { values, positionals } = parseArgs({
  options: { stale: { type: 'boolean', default: false } },
  allowPositionals: true,
});

const named = positionals.map((name) => {
  const app = findApp(name);
  if (!app) {
    console.error(`unknown app ${name}: one of ${apps.map((candidate) => candidate.folder).join(', ')}`);
    process.exit(2);
  }
  return app;
});
const selected = (named.length > 0 ? named : apps).filter((app) => !values.stale || staleReason(app));
if (selected.length === 0) console.log('All apps are up to date.');
const results = await buildApps(selected, { keepGoing: true });
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
