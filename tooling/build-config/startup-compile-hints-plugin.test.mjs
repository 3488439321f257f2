import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { buildFixture } from './build-fixture.mjs';

const require = createRequire(import.meta.url);
const { StartupCompileHintsPlugin, COMPILE_HINT } = require('./startup-compile-hints-plugin.cjs');

describe('StartupCompileHintsPlugin', () => {
  let root = '';
  /** @param {RegExp} name @returns {string} the built file's path */
  const built = (name) => {
    const file = readdirSync(path.join(root, 'dist')).find((entry) => name.test(entry));
    assert.ok(file, `no built file matches ${name}`);
    return path.join(root, 'dist', file);
  };

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
    mkdirSync(path.join(root, 'src'));
    // Like the shell: the entry crosses an async boundary to its start-up code, which loads a screen later.
    writeFileSync(path.join(root, 'src', 'index.js'), `import(/* webpackChunkName: "bootstrap" */ './bootstrap').then((m) => m.start());\n`);
    writeFileSync(
      path.join(root, 'src', 'bootstrap.js'),
      `export function start() {\n  document.title = 'started';\n  return import(/* webpackChunkName: "later-screen" */ './later-screen');\n}\n`,
    );
    writeFileSync(path.join(root, 'src', 'later-screen.js'), `export function laterScreen() {\n  return document.title.length;\n}\n`);
    await buildFixture(root, [new StartupCompileHintsPlugin()]);
  });

  after(() => rmSync(root, { recursive: true, force: true }));

  test('marks the entry and its start-up chunk for eager compilation, in their first line', () => {
    for (const name of [/^main\.[0-9a-f]{8}\.js$/, /^bootstrap\.[0-9a-f]{8}\.js$/]) {
      const code = readFileSync(built(name), 'utf8');
      assert.ok(code.startsWith(COMPILE_HINT), `${path.basename(built(name))} starts with ${JSON.stringify(code.slice(0, 40))}`);
      assert.equal(code.split(COMPILE_HINT.trim()).length, 2, 'the hint once');
    }
  });

  test('leaves a chunk that loads later as it was: compiling it eagerly would be work for nothing', () => {
    const code = readFileSync(built(/^later-screen\.[0-9a-f]{8}\.js$/), 'utf8');
    assert.ok(!code.includes(COMPILE_HINT.trim()));
  });

  test("keeps the source maps true: the hint's line maps to nothing, the code below it to its source", () => {
    const file = built(/^bootstrap\.[0-9a-f]{8}\.js$/);
    const map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    const lines = readFileSync(file, 'utf8').split('\n');
    const line = lines.findIndex((text) => text.includes('"started"'));
    assert.ok(line > 0, 'the code is below the hint');
    // findEntry counts lines and columns from 0.
    const original = map.findEntry(line, lines[line].indexOf('"started"'));
    assert.match(original.originalSource ?? '', /bootstrap\.js$/);
    assert.equal(original.originalLine, 1, "document.title = 'started' is the second line of bootstrap.js");
    assert.deepEqual(map.findEntry(0, 0), {});
  });
});
