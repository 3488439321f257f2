import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const facade = readFileSync(new URL('./react-query.mjs', import.meta.url), 'utf8');
const listed = new Set(/export \{([^}]*)\}/.exec(facade)?.[1]?.split(',').map((name) => name.trim()).filter(Boolean));

/** @param {string} dir @returns {string[]} */
function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('lists every value the apps import from @tanstack/react-query (the singleton has nothing else)', () => {
  const workspaces = readdirSync(repoRoot).filter((name) => /^(shell|mfe-|remote-runtime|shared-)/.test(name));
  const imported = new Set();
  for (const file of workspaces.flatMap((workspace) => sourceFiles(path.join(repoRoot, workspace, 'src')))) {
    for (const [, names] of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@tanstack\/react-query'/g)) {
      for (const name of names.split(',').map((part) => part.trim())) if (name && !name.startsWith('type ')) imported.add(name);
    }
  }
  assert.ok(imported.size > 0);
  assert.deepEqual([...imported].filter((name) => !listed.has(name)), []);
});

test('lists only what TanStack Query exports', async () => {
  const whole = await import(path.join(path.dirname(fileURLToPath(import.meta.resolve('@tanstack/react-query/package.json'))), 'build', 'modern', 'index.js'));
  assert.deepEqual([...listed].filter((name) => !(name in whole)), []);
});
