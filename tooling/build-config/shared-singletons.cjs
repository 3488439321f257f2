/**
 * Packages every app shares as Module Federation singletons, so exactly one copy loads in the browser.
 * `react-dom/client` must be listed on its own: MF matches sub-paths literally, and without it a second
 * ReactDOM (64 KiB gzip) loads silently. The versions come from the installed packages.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  '@member/router',
  'zustand',
  '@tanstack/react-query',
  'i18next',
  '@member/i18n',
  '@member/ui',
  '@member/ui/overlays',
];

function installedVersion(request) {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return require(require.resolve(`${packageName}/package.json`, { paths: [process.cwd(), __dirname] })).version;
}

/**
 * `version` is the installed package's, also where webpack resolves the module elsewhere
 * (`@tanstack/react-query` → react-query.mjs, whose folder's package.json is not TanStack's).
 * @returns {Record<string, { singleton: true, version: string, requiredVersion: string, eager?: boolean }>}
 */
function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((request) => {
      const version = installedVersion(request);
      return [request, { singleton: true, version, requiredVersion: `^${version}` }];
    }),
  );
}

module.exports = { sharedSingletons };
