import assert from 'node:assert/strict';
import path from 'node:path';
import { afterEach, test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { REPLACED_MODULES, originalPath, requestPattern } from './replaced-modules.cjs';

/** The module the build replaces with default-locale.mjs: if an upgrade moves it, loading it fails here. */
const original = REPLACED_MODULES.find((candidate) => path.basename(candidate.replacement) === 'default-locale.mjs');
const replaced = await import(pathToFileURL(originalPath(original)).href);
const { getDefaultLocale, useDefaultLocale } = await import('./default-locale.mjs');

const navigatorBefore = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
function browserLanguage(language) {
  Object.defineProperty(globalThis, 'navigator', { value: { language }, configurable: true });
}
afterEach(() => {
  if (navigatorBefore) Object.defineProperty(globalThis, 'navigator', navigatorBefore);
  else delete globalThis.navigator;
});

test('exports what the replaced react-aria module exports', () => {
  assert.match(originalPath(original), requestPattern(original), 'the build matches the file loaded here');
  assert.deepEqual(Object.keys(replaced).sort(), ['getDefaultLocale', 'useDefaultLocale']);
  assert.equal(typeof getDefaultLocale, 'function');
  assert.equal(typeof useDefaultLocale, 'function');
});

test("the browser's language, with its direction, as react-aria gives it", () => {
  for (const language of ['en-US', 'es-US', 'es', 'he-IL', 'ar-EG', 'en-US-u-ca-buddhist']) {
    browserLanguage(language);
    assert.deepEqual(getDefaultLocale(), replaced.getDefaultLocale(), language);
    assert.equal(getDefaultLocale().locale, language);
  }
  assert.equal((browserLanguage('he-IL'), getDefaultLocale().direction), 'rtl');
});

test('a malformed language tag falls back to en-US, as react-aria does', () => {
  for (const language of ['not a tag', 'en_US', '-']) {
    browserLanguage(language);
    assert.deepEqual(getDefaultLocale(), { locale: 'en-US', direction: 'ltr' }, language);
    assert.deepEqual(getDefaultLocale(), replaced.getDefaultLocale(), language);
  }
});

test('no browser language: en-US', () => {
  browserLanguage('');
  assert.deepEqual(getDefaultLocale(), { locale: 'en-US', direction: 'ltr' });
});
