#!/usr/bin/env node
/**
 * Narrows the root package.json in the current folder to the named workspaces and drops the root's
 * devDependencies, so that `npm install --omit=dev` next to the committed lockfile installs only what
 * those workspaces run, at the lockfile's versions. The runtime images' dependency stages run it
 * (Dockerfile): `npm install --omit=dev --workspace X` over the whole repository would still install
 * every other workspace's dependencies (aws-amplify, react, typescript... in the sandbox image).
 *
 *   node scripts/runtime-manifest.mjs shared-contracts sandbox
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @param {Record<string, unknown>} manifest the root package.json
 * @param {string[]} workspaces the folders to keep, each one of the manifest's workspaces
 * @returns {Record<string, unknown>}
 */
export function runtimeManifest(manifest, workspaces) {
  const declared = /** @type {string[]} */ (manifest.workspaces ?? []);
  const kept = workspaces.filter((folder) => declared.some((pattern) => pattern === folder || pattern === `${path.posix.dirname(folder)}/*`));
  const unknown = workspaces.filter((folder) => !kept.includes(folder));
  if (workspaces.length === 0 || unknown.length > 0) {
    throw new Error(`not workspaces of this package.json: ${unknown.join(', ') || '(none named)'}`);
  }
  const { devDependencies: _dev, scripts: _scripts, ...rest } = manifest;
  return { ...rest, workspaces: kept };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = path.resolve('package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  writeFileSync(file, `${JSON.stringify(runtimeManifest(manifest, process.argv.slice(2)), null, 2)}\n`);
}
