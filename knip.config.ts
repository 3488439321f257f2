import type { KnipConfig } from 'knip';

/**
 * Dead files, exports and dependencies (`npm test`, suite "knip"). Knip's own plugins read what they
 * can from the tools' configurations: webpack (each app's `src/index.ts`), Jest (the root
 * jest.config.mjs projects, their test files and setup files), Playwright (e2e/playwright.config.ts and
 * its specs), node:test (`*.test.mjs`) and the scripts each package.json runs. What follows is what no
 * plugin can see.
 */
const config: KnipConfig = {
  workspaces: {
    '.': {
      // The scripts package.json runs are found by knip; these are the node:test files `npm test` runs
      // (scripts/lib/suites.mjs, nodeTestFiles) and the scripts started by other scripts.
      entry: ['scripts/*.mjs', 'scripts/**/*.test.mjs'],
      project: ['scripts/**/*.mjs', '*.{mjs,cjs,ts}'],
    },
    'tooling/build-config': {
      // index.cjs aliases `use-sync-external-store/shim`, `fast-copy` and `@tanstack/react-query` to these
      // files by path (webpack resolve.alias); `tanstack-react-query-whole` is an alias of that file's.
      // The shell's runtime plugin and a remote's bundler runtime are named by path too (runtimePlugins,
      // NormalModuleReplacementPlugin); the bundler runtime they import is the one @module-federation/enhanced
      // installs and its generated federation entry imports.
      entry: [
        'jest-preset.cjs',
        'use-sync-external-store-shim.mjs',
        'json-copy.mjs',
        'react-query.mjs',
        'federation/provide-bundler-runtime-plugin.mjs',
        'federation/bundler-runtime-from-host.mjs',
        '*.test.mjs',
      ],
      project: ['**/*.{cjs,mjs,ts}'],
      ignoreDependencies: ['tanstack-react-query-whole', '@module-federation/webpack-bundler-runtime'],
    },
    'tooling/static-server': {
      entry: ['*.test.mjs'],
      project: ['**/*.mjs'],
    },
    shell: {
      // createAppConfig's entry (src/index.ts), the Module Federation runtime plugin named by path
      // in shell/webpack.config.cjs (runtimePlugins) and the service worker (InjectManifest's swSrc there).
      entry: ['src/federation/remote-failure-plugin.ts', 'src/service-worker/sw.ts'],
      project: ['src/**/*.{ts,tsx}'],
    },
    'mfe-*': {
      // src/index.ts is the remote's webpack entry; src/lifecycles.tsx the module each remote exposes
      // through Module Federation (`exposes` in its webpack.config.cjs), loaded by the shell at run time.
      entry: ['src/lifecycles.tsx'],
      project: ['src/**/*.{ts,tsx}'],
    },
    sandbox: {
      // main.ts (found through package.json's start script) is what scripts/start.mjs runs; the seed
      // personas are loaded by scripts/lib/personas.mjs through tsx (a path, not an import);
      // search-benchmark.ts is run by hand with tsx (see its header).
      entry: ['src/seed/personas.ts', 'src/member-api/search/search-benchmark.ts'],
      project: ['src/**/*.ts'],
    },
    e2e: {
      project: ['**/*.ts'],
    },
    // The shared packages' index is what the apps import: an export of it that nobody imports is dead.
    'shared-*': { includeEntryExports: true },
    'remote-runtime': { includeEntryExports: true },
  },
  // docker-compose is the system's tool (the compose suite checks docker-compose.yml with it), not an npm package.
  ignoreBinaries: ['docker-compose'],
};

export default config;
