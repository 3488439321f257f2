/**
 * How the shell groups the shared packages it provides into files. Module Federation gives every provided
 * package a chunk of its own, so every page paid a request, a webpack wrapper and a gzip stream for each —
 * React 3.0 KiB, the JSX runtime 361 B, zustand 447 B, the router facade 241 B, TanStack's facade 244 B
 * beside the library it re-exports — and each file compresses without the others' names.
 *
 * - `libraries`: what every page renders with (React, the JSX runtime, react-dom's shared part, zustand,
 *   the router, i18next and react-i18next, and the facades and shim in front of them), needed before the first paint of every route: one file.
 *   react-dom's client (64 KiB, the largest and the least often changed) keeps a file of its own.
 * - `query-library`: TanStack Query and its facade, loaded together for a member only (decision 062).
 *
 * A remote's request for a shared package loads the group its module is in: each group holds only
 * packages that every page which loads one of them loads as well (docs/performance.md).
 */
const PACKAGE_PATH = (names) => new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);

const LIBRARIES = PACKAGE_PATH(['react', 'zustand', 'react-router', 'i18next', 'react-i18next']);
/** react-dom's shared entry (`react-dom`), not its client (`react-dom/client`, a file of its own). */
const REACT_DOM_SHARED = /[\\/]node_modules[\\/]react-dom[\\/](?:index\.js|cjs[\\/]react-dom\.production\.js)$/;
/**
 * The workspaces whose facade is the shared package (`@member/router`, `@member/i18n`), and the
 * `use-sync-external-store` shim that zustand and react-i18next import (index.cjs `resolve.alias`).
 */
const FACADES = /(?:[\\/](?:shared-router|shared-i18n)[\\/]src[\\/]|[\\/]build-config[\\/]use-sync-external-store-shim\.mjs$)/;
const QUERY_LIBRARY = /(?:[\\/]node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]|[\\/]build-config[\\/]react-query\.mjs$)/;

/** @param {RegExp[]} patterns @returns {(module: import('webpack').Module) => boolean} */
const resourceMatches = (patterns) => (module) => {
  const resource = module.nameForCondition?.() ?? '';
  return patterns.some((pattern) => pattern.test(resource));
};

/** The shell's `optimization.splitChunks`. */
const hostSplitChunks = {
  cacheGroups: {
    libraries: { test: resourceMatches([LIBRARIES, REACT_DOM_SHARED, FACADES]), name: 'libraries', chunks: 'async', enforce: true, priority: 20 },
    queryLibrary: { test: resourceMatches([QUERY_LIBRARY]), name: 'query-library', chunks: 'async', enforce: true, priority: 20 },
  },
};

module.exports = { hostSplitChunks };
