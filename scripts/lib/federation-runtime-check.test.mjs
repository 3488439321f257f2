import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { duplicatedFederationModules, federationRuntimeProblems, filesCarryingShellRuntime } from './federation-runtime-check.mjs';

const nm = (/** @type {string} */ relative) => `webpack://shell/../node_modules/@module-federation/${relative}`;

// What the shell's main.js held before the fix (abridged from its source map): the ES runtime-core the
// bundler runtime uses, and the CommonJS one the injected plugin's index.cjs pulled in.
const TWICE = [
  nm('webpack-bundler-runtime/dist/index.js'),
  nm('inject-external-runtime-core-plugin/dist/index.cjs'),
  nm('runtime-tools/dist/runtime-core.cjs'),
  nm('runtime-core/dist/core.cjs'),
  nm('runtime-core/dist/index.cjs'),
  nm('sdk/dist/index.cjs'),
  nm('runtime-core/dist/core.js'),
  nm('runtime-core/dist/index.js'),
  nm('sdk/dist/index.js'),
  'webpack://shell/./src/index.ts',
];
const ONCE = [
  nm('webpack-bundler-runtime/dist/index.js'),
  nm('inject-external-runtime-core-plugin/dist/index.js'),
  nm('runtime-tools/dist/runtime-core.js'),
  nm('runtime-core/dist/core.js'),
  nm('runtime-core/dist/index.js'),
  nm('sdk/dist/index.js'),
  nm('error-codes/dist/browser.mjs'),
  'webpack://shell/./src/index.ts',
];

describe('federation runtime check', () => {
  it('finds the runtime modules the shell holds in two formats', () => {
    const duplicates = duplicatedFederationModules([{ file: 'main.1.js', sources: TWICE }]);
    assert.deepEqual(
      duplicates.map((entry) => entry.module),
      ['@module-federation/runtime-core/dist/core', '@module-federation/runtime-core/dist/index', '@module-federation/sdk/dist/index'],
    );
    assert.deepEqual(duplicates[0]?.formats, ['cjs', 'esm']);
  });

  it('finds a copy split across two chunks too', () => {
    const duplicates = duplicatedFederationModules([
      { file: 'main.1.js', sources: ONCE },
      { file: '42.1.js', sources: [nm('runtime-core/dist/core.cjs')] },
    ]);
    assert.deepEqual(duplicates, [{ module: '@module-federation/runtime-core/dist/core', formats: ['cjs', 'esm'], files: ['42.1.js', 'main.1.js'] }]);
  });

  it('accepts one runtime (.js and .mjs are the same ES format)', () => {
    assert.deepEqual(duplicatedFederationModules([{ file: 'main.1.js', sources: [...ONCE, nm('error-codes/dist/browser.js')] }]), []);
  });

  it('finds a remote that carries its own runtime-core', () => {
    assert.deepEqual(
      filesCarryingShellRuntime([
        { file: 'remoteEntry.js', sources: [nm('runtime-core/dist/core.js')] },
        { file: '1.js', sources: ['webpack://mfe_claims/./src/a.ts'] },
      ]),
      [{ file: 'remoteEntry.js', module: '@module-federation/runtime-core/dist/core.js' }],
    );
  });

  // What each remoteEntry.js held before it used the shell's bundler runtime (abridged from its source map).
  it('finds a remote that carries its own bundler runtime, sdk or error codes', () => {
    const ownBundlerRuntime = [
      nm('webpack-bundler-runtime/dist/initContainerEntry.js'),
      nm('webpack-bundler-runtime/dist/consumes.js'),
      nm('sdk/dist/logger.js'),
      nm('error-codes/dist/desc.mjs'),
      'webpack://mfe_claims/webpack/runtime/consumes',
    ];
    assert.deepEqual(filesCarryingShellRuntime([{ file: 'remoteEntry.js', sources: ownBundlerRuntime }]), [
      { file: 'remoteEntry.js', module: '@module-federation/webpack-bundler-runtime/dist/consumes.js' },
    ]);
    assert.deepEqual(filesCarryingShellRuntime([{ file: 'remoteEntry.js', sources: [nm('error-codes/dist/desc.mjs')] }]), [
      { file: 'remoteEntry.js', module: '@module-federation/error-codes/dist/desc.mjs' },
    ]);
  });

  it("accepts a remote with its container entry's init and the shell's runtime", () => {
    const shellsRuntime = [
      nm('webpack-bundler-runtime/dist/initContainerEntry.js'),
      'webpack://mfe_claims/../tooling/build-config/federation/bundler-runtime-from-host.mjs',
      'webpack://mfe_claims/external global "_FEDERATION_RUNTIME_CORE"',
      'webpack://mfe_claims/webpack/runtime/consumes',
    ];
    assert.deepEqual(filesCarryingShellRuntime([{ file: 'remoteEntry.js', sources: shellsRuntime }]), []);
  });

  describe('over built folders', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'federation-runtime-'));
    after(() => rmSync(root, { recursive: true, force: true }));
    const build = (/** @type {string} */ name, /** @type {Record<string, string[]>} */ files) => {
      const dir = path.join(root, name);
      mkdirSync(path.join(dir, 'dist'), { recursive: true });
      for (const [file, sources] of Object.entries(files)) {
        writeFileSync(path.join(dir, 'dist', file), '');
        writeFileSync(path.join(dir, 'dist', `${file}.map`), JSON.stringify({ version: 3, sources, mappings: '' }));
      }
      return dir;
    };

    it('fails a shell with two runtimes and a remote with its own, passes one runtime', () => {
      const twice = { name: 'shell', dir: build('shell-twice', { 'main.1.js': TWICE }), host: true };
      const once = { name: 'shell', dir: build('shell-once', { 'main.1.js': ONCE }), host: true };
      const ownRuntime = { name: 'mfe_claims', dir: build('remote-own', { 'remoteEntry.js': [nm('runtime-core/dist/core.js')] }), host: false };
      const external = {
        name: 'mfe_claims',
        dir: build('remote-external', { 'remoteEntry.js': [nm('webpack-bundler-runtime/dist/initContainerEntry.js')] }),
        host: false,
      };
      const problems = federationRuntimeProblems([twice, ownRuntime]);
      assert.equal(problems.length, 2);
      assert.match(problems[0] ?? '', /shell bundles the federation runtime twice: 3 modules/);
      assert.match(problems[1] ?? '', /mfe_claims carries its own federation runtime \(remoteEntry\.js: @module-federation\/runtime-core\/dist\/core\.js\)/);
      assert.deepEqual(federationRuntimeProblems([once, external]), []);
    });

    it('fails when there is nothing built to check', () => {
      assert.match(federationRuntimeProblems([{ name: 'shell', dir: path.join(root, 'missing'), host: true }])[0] ?? '', /no built source maps/);
    });
  });
});
