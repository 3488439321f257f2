import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const jestBin = path.join(repoRoot, 'node_modules', 'jest', 'bin', 'jest.js');

test('every Jest test gets 15 s: the timeout is in the configuration Jest reads it from', () => {
  const shown = JSON.parse(execFileSync(process.execPath, [jestBin, '--showConfig'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }));
  // jest-circus takes the timeout from the global configuration only; a project's own is ignored.
  assert.equal(shown.globalConfig.testTimeout, 15_000);
});
