import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { buildFixture } from './build-fixture.mjs';

const require = createRequire(import.meta.url);
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { PrecompressPlugin } = require('./precompress-plugin.cjs');

describe('PrecompressPlugin', () => {
  let root = '';
  const dist = () => path.join(root, 'dist');

  before(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    mkdirSync(path.join(root, 'src'));
    // Enough repetitive text that both encodings are smaller than the original.
    writeFileSync(path.join(root, 'src', 'index.js'), `document.title = ${JSON.stringify('member '.repeat(400))};\n`);
    await buildFixture(root, [new HtmlWebpackPlugin({ title: 'precompress' }), new PrecompressPlugin()]);
  });

  after(() => rmSync(root, { recursive: true, force: true }));

  test('writes a brotli and a gzip copy of each text asset, equal to the final file', () => {
    const files = readdirSync(dist());
    const originals = files.filter((file) => /\.(?:js|html)$/.test(file));
    assert.ok(originals.some((file) => file === 'index.html'));
    assert.ok(originals.some((file) => /^main\.[0-9a-f]{8}\.js$/.test(file)));
    for (const file of originals) {
      const original = readFileSync(path.join(dist(), file));
      assert.deepEqual(brotliDecompressSync(readFileSync(path.join(dist(), `${file}.br`))), original, `${file}.br`);
      assert.deepEqual(gunzipSync(readFileSync(path.join(dist(), `${file}.gz`))), original, `${file}.gz`);
    }
  });

  test('index.html names the final chunk (compressed after the content hash is real)', () => {
    const main = readdirSync(dist()).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    assert.match(brotliDecompressSync(readFileSync(path.join(dist(), 'index.html.br'))).toString(), new RegExp(String(main)));
  });

  test('keeps the source map on disk, unreferenced and uncompressed', () => {
    const files = readdirSync(dist());
    const main = files.find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));
    assert.ok(files.includes(`${main}.map`));
    assert.ok(!files.some((file) => /\.map\.(?:br|gz)$/.test(file)));
    assert.doesNotMatch(readFileSync(path.join(dist(), String(main)), 'utf8'), /sourceMappingURL/);
  });

  test('a rebuild with unchanged output still has the compressed copies', async () => {
    await buildFixture(root, [new HtmlWebpackPlugin({ title: 'precompress' }), new PrecompressPlugin()]);
    const files = readdirSync(dist());
    assert.ok(files.includes('index.html.br') && files.includes('index.html.gz'));
    assert.ok(files.some((file) => /^main\.[0-9a-f]{8}\.js\.br$/.test(file)));
  });
});
