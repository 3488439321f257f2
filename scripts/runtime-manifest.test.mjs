/**
 * What the runtime images' dependency stages install: the Dockerfile's own steps replayed with
 * `npm install --dry-run --offline` over the committed manifests and lockfile in a temporary folder.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { repoRoot } from './lib/apps.mjs';
import { dockerfileStages } from './lib/dockerfile.mjs';
import { runtimeManifest } from './runtime-manifest.mjs';

const rootManifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
const stages = dockerfileStages(readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8'));
/** @type {string[]} */
const folders = [];

after(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/**
 * The repository's manifests and lockfile (what the Dockerfile's manifests stage holds), then the
 * stage's RUN steps with every install made a dry run.
 * @param {string} stageName
 * @returns {string[]} the packages the install would add
 */
function replayInstall(stageName) {
  const folder = mkdtempSync(path.join(tmpdir(), 'runtime-install-'));
  folders.push(folder);
  const manifests = ['package.json', 'package-lock.json', ...rootManifest.workspaces.flatMap((/** @type {string} */ pattern) =>
    execFileSync('git', ['ls-files', `${pattern}/package.json`], { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean))];
  for (const file of manifests) cpSync(path.join(repoRoot, file), path.join(folder, file));
  const steps = (stages.get(stageName)?.lines ?? [])
    .filter((line) => line.startsWith('RUN '))
    .map((line) =>
      line
        .replace(/^RUN (--mount=\S+ )*/, '')
        .replaceAll('node scripts/', `node ${path.join(repoRoot, 'scripts')}/`)
        .replaceAll('sh scripts/npm-install.sh', 'npm install --no-audit --no-fund')
        .replace(/(npm install[^&]*)/g, '$1 --dry-run --offline '),
    );
  assert.ok(steps.length > 0, `${stageName} has install steps`);
  const output = steps.map((step) => execFileSync('sh', ['-c', step], { cwd: folder, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })).join('\n');
  return [...output.matchAll(/^add (\S+) /gm)].map((match) => match[1]);
}

describe('runtimeManifest', () => {
  test('keeps the named workspaces and drops the root devDependencies and scripts', () => {
    const narrowed = runtimeManifest(rootManifest, ['shared-contracts', 'sandbox']);
    assert.deepEqual(narrowed.workspaces, ['shared-contracts', 'sandbox']);
    assert.equal(narrowed.devDependencies, undefined);
    assert.equal(narrowed.scripts, undefined);
    assert.deepEqual(runtimeManifest(rootManifest, ['tooling/static-server']).workspaces, ['tooling/static-server']);
  });

  test('refuses a folder that is not a workspace', () => {
    assert.throws(() => runtimeManifest(rootManifest, ['sandbox', 'docs']), /docs/);
    assert.throws(() => runtimeManifest(rootManifest, []), /none named/);
  });
});

describe("the runtime images' dependency installs (Dockerfile steps, dry run)", () => {
  test('the sandbox gets what the stand-in services run and nothing the apps or the tools use', () => {
    const added = replayInstall('sandbox-deps');
    for (const needed of ['fastify', '@fastify/cors', '@electric-sql/pglite', 'jose', 'tsx', 'zod', '@zxcvbn-ts/core', 'contentful-resolve-response']) {
      assert.ok(added.includes(needed), `installs ${needed}`);
    }
    const unused = added.filter((name) => /^(@aws-amplify\/|aws-amplify$|typescript$|react(-dom|-router)?$|@tanstack\/|i18next$|contentful$|@openfeature\/|webpack|jest|eslint|@playwright\/|lighthouse$)/.test(name));
    assert.deepEqual(unused, []);
  });

  test('the static server gets its own dependencies only', () => {
    const added = replayInstall('static-deps').filter((name) => !name.startsWith('@member/'));
    const declared = Object.keys(JSON.parse(readFileSync(path.join(repoRoot, 'tooling/static-server/package.json'), 'utf8')).dependencies ?? {});
    for (const name of declared) assert.ok(added.includes(name), `installs ${name}`);
    assert.ok(added.length <= 5, `static server: ${added.join(', ')}`);
  });
});
