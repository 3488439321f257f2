import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { REPLACED_MODULES, originalPath, requestPattern } from './replaced-modules.cjs';
import { isRTL } from './text-direction.mjs';

/** The module the build replaces with text-direction.mjs: if an upgrade moves it, loading it fails here. */
const original = REPLACED_MODULES.find((candidate) => path.basename(candidate.replacement) === 'text-direction.mjs');
const replaced = await import(pathToFileURL(originalPath(original)).href);

test('the replaced react-aria module exports isRTL and nothing else', () => {
  assert.match(originalPath(original), requestPattern(original), 'the build matches the file loaded here');
  assert.deepEqual(Object.keys(replaced), ['isRTL']);
});

test("the app's locales and the browser languages it falls back from are left to right, as react-aria says", () => {
  for (const tag of ['en-US', 'es-US', 'en', 'es', 'es-MX', 'en-GB', 'fr-CA', 'zh-Hant-TW', 'ja-JP', 'sr-Cyrl-RS']) {
    assert.equal(isRTL(tag), false, tag);
    assert.equal(isRTL(tag), replaced.isRTL(tag), tag);
  }
});

test('right-to-left languages are right to left, as react-aria says', () => {
  for (const tag of ['ar', 'ar-EG', 'he-IL', 'fa-IR', 'ur-PK', 'yi', 'ckb-IQ', 'ps-AF', 'ug-CN', 'sd']) {
    assert.equal(isRTL(tag), true, tag);
    assert.equal(isRTL(tag), replaced.isRTL(tag), tag);
  }
});

test('where the two differ: a right-to-left script implied by the region or named, for a language not listed', () => {
  for (const tag of ['pa-PK', 'pa-Arab']) {
    assert.equal(replaced.isRTL(tag), true, tag);
    assert.equal(isRTL(tag), false, tag);
  }
});
