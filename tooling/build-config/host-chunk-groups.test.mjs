import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const require = createRequire(import.meta.url);
const { hostSplitChunks } = require('./host-chunk-groups.cjs');
const webpackConfig = require('../../shell/webpack.config.cjs');

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
/** The group a module file lands in, or null when webpack's default splitting decides. */
function groupOf(/** @type {string} */ file) {
  const resource = path.join(repoRoot, file);
  const module = { nameForCondition: () => resource };
  const matches = Object.entries(hostSplitChunks.cacheGroups).filter(([, group]) => group.test(module));
  assert.ok(matches.length <= 1, `${file} is in ${matches.length} groups`);
  return matches[0]?.[1].name ?? null;
}

test('the shared packages every page renders with are one file', () => {
  for (const file of [
    'node_modules/react/index.js',
    'node_modules/react/cjs/react-jsx-runtime.production.js',
    'node_modules/react-dom/index.js',
    'node_modules/react-dom/cjs/react-dom.production.js',
    'node_modules/zustand/esm/react.mjs',
    'node_modules/react-router/dist/production/index.mjs',
    'node_modules/i18next/dist/esm/i18next.js',
    'node_modules/react-i18next/dist/es/useTranslation.js',
    'shared-router/src/index.ts',
    'shared-i18n/src/lazy-locales.ts',
    'tooling/build-config/use-sync-external-store-shim.mjs',
  ]) {
    assert.equal(groupOf(file), 'libraries', file);
  }
});

test('TanStack Query and its facade are one file, apart from what a visitor loads', () => {
  for (const file of ['node_modules/@tanstack/query-core/build/modern/queryClient.js', 'node_modules/@tanstack/react-query/build/modern/useQuery.js', 'tooling/build-config/react-query.mjs']) {
    assert.equal(groupOf(file), 'query-library', file);
  }
});

test("leaves react-dom's client, the UI library and the apps' own code to webpack's default splitting", () => {
  for (const file of [
    'node_modules/react-dom/client.js',
    'node_modules/react-dom/cjs/react-dom-client.production.js',
    'node_modules/react-aria/dist/private/interactions/usePress.mjs',
    'node_modules/react-aria-components/dist/private/Button.mjs',
    'shared-ui/src/index.ts',
    'shell/src/bootstrap.tsx',
    'shared-contracts/src/routes/route-table.ts',
  ]) {
    assert.equal(groupOf(file), null, file);
  }
});

test("the shell's production build uses the groups; the development build and the remotes keep webpack's defaults", () => {
  assert.equal(webpackConfig({}, { mode: 'production' }).optimization.splitChunks, hostSplitChunks);
  assert.equal(webpackConfig({}, { mode: 'development' }).optimization.splitChunks, undefined);
  const remoteConfig = require('../../mfe-claims/webpack.config.cjs');
  assert.equal(remoteConfig({}, { mode: 'production' }).optimization.splitChunks, undefined);
});
