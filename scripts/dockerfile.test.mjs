/**
 * The Dockerfile, read as text (there is no Docker engine here): the runtime images run as a non-root
 * user and carry only what they serve; docker-compose.yml builds the stages that exist.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from './lib/apps.mjs';
import { composeYaml } from './lib/compose-file.mjs';

const dockerfile = readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');

/** @returns {Map<string, string[]>} stage name → its instructions (comments and blank lines dropped) */
function stages() {
  const result = new Map();
  /** @type {string[]} */
  let current = [];
  const joined = dockerfile.replace(/\\\n/g, ' ');
  for (const raw of joined.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const from = /^FROM\s+\S+\s+AS\s+(\S+)/i.exec(line);
    if (from) {
      current = [];
      result.set(from[1], current);
    }
    current.push(line);
  }
  return result;
}

describe('Dockerfile', () => {
  const all = stages();
  const runtime = ['static', 'sandbox'];

  test('has a build stage and the runtime stages docker-compose.yml builds', () => {
    assert.ok(all.has('build'));
    const targets = [...composeYaml().matchAll(/target: (\S+)/g)].map((match) => match[1]);
    assert.deepEqual([...new Set(targets)].sort(), [...runtime].sort());
    for (const target of targets) assert.ok(all.has(String(target)), String(target));
  });

  test('the runtime images run as the unprivileged node user', () => {
    for (const name of runtime) {
      const lines = all.get(name) ?? [];
      const user = lines.findIndex((line) => /^USER\s+node$/.test(line));
      const cmd = lines.findIndex((line) => /^CMD\s/.test(line));
      assert.ok(user > 0 && cmd > user, `${name}: USER node before CMD`);
      assert.ok(!lines.some((line) => /^USER\s+(root|0)\b/.test(line)), name);
    }
  });

  test('the runtime images carry only what they serve: no whole-repository copy, no full install', () => {
    for (const name of runtime) {
      const lines = all.get(name) ?? [];
      assert.ok(!lines.some((line) => /^COPY\s+\.\s+\./.test(line)), `${name}: COPY . .`);
      assert.ok(!lines.some((line) => /npm (install|ci)/.test(line)), `${name}: installs in the runtime image`);
      assert.ok(!lines.some((line) => /--from=build\s+\/app\/node_modules/.test(line)), `${name}: the build stage's node_modules`);
    }
    const deps = [...all.entries()].filter(([name]) => name.endsWith('-deps')).flatMap(([, lines]) => lines);
    assert.ok(deps.filter((line) => /npm install/.test(line)).every((line) => line.includes('--omit=dev')));
  });

  test('source maps stay in the build stage', () => {
    assert.ok((all.get('build') ?? []).some((line) => /-name '\*\.map' -delete/.test(line)));
    assert.ok((all.get('static') ?? []).some((line) => /COPY --from=build \/served\//.test(line)));
  });
});
