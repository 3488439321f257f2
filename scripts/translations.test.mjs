/**
 * Every user-facing string exists in both locales (access §9: en-US and es-US). Walks every translation
 * resource pair of the repo — the shell's, the runtime's common strings, each remote's — and checks
 * that the es-US file has exactly the en-US keys and no empty value. Resources live in `locales/`
 * folders only: `src/locales/<locale>.json` (a part's strings), `src/locales/<locale>.<set>.json` (a set
 * that loads later), `src/<area>/locales/<locale>.json` (strings that travel with a lazily loaded area).
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every locale resource file of the repo (`en-US.json`, `es-US.screens.json`, …), wherever it sits.
 * @returns {string[]}
 */
function localeFiles() {
  /** @type {string[]} */
  const found = [];
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/^(en|es)-US(\.[\w-]+)?\.json$/.test(entry.name)) found.push(full);
    }
  };
  for (const top of readdirSync(repoRoot, { withFileTypes: true })) {
    if (top.isDirectory() && !['node_modules', 'sandbox', 'e2e', 'scripts'].includes(top.name) && !top.name.startsWith('.')) walk(path.join(repoRoot, top.name));
  }
  return found;
}

/**
 * `a.b.c` → value, for every leaf.
 * @param {unknown} value
 * @param {string} [prefix]
 * @returns {[string, unknown][]}
 */
function leaves(value, prefix = '') {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const files = localeFiles();
/** Every en-US resource (its es-US twin should sit next to it). */
const resources = files.filter((file) => path.basename(path.dirname(file)) === 'locales' && path.basename(file).startsWith('en-US'));

test('finds the translation resources of the shell, the common strings and every remote', () => {
  const relative = resources.map((file) => path.relative(repoRoot, file));
  for (const expected of ['shell/src/locales/en-US.json', 'remote-runtime/src/locales/en-US.json', 'mfe-auth/src/locales/en-US.json']) {
    assert.ok(relative.includes(expected), `${expected} not found`);
  }
});

test('every locale resource sits in a locales/ folder, where the checks below find it', () => {
  const elsewhere = files.filter((file) => path.basename(path.dirname(file)) !== 'locales').map((file) => path.relative(repoRoot, file));
  assert.deepEqual(elsewhere, []);
});

for (const english of resources) {
  const name = path.relative(repoRoot, english);
  test(`${name} has an es-US twin with the same keys and no empty string`, () => {
    const spanish = english.replace(/en-US(\.[\w-]+)?\.json$/, (_, suffix = '') => `es-US${suffix}.json`);
    assert.ok(existsSync(spanish), `${path.relative(repoRoot, spanish)} is missing`);
    const en = new Map(leaves(JSON.parse(readFileSync(english, 'utf8'))));
    const es = new Map(leaves(JSON.parse(readFileSync(spanish, 'utf8'))));
    const missing = [...en.keys()].filter((key) => key && !es.has(key));
    const extra = [...es.keys()].filter((key) => key && !en.has(key));
    assert.deepEqual({ missing, extra }, { missing: [], extra: [] });
    for (const [key, value] of [...en, ...es]) {
      if (key === '') continue; // an empty resource file ({}) has no strings yet
      assert.ok(typeof value === 'string' && value.trim() !== '', `${key} is empty or not a string`);
    }
  });
}
