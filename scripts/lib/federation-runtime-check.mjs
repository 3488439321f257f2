/**
 * The Module Federation runtime must be bundled once: the shell carries one build of it (the ES build
 * the bundler runtime uses) and hands it to the remotes — runtime-core (`provideExternalRuntime`) and
 * the webpack bundler runtime (`tooling/build-config/federation/`) — whose remoteEntry.js carry none of
 * it. Read from the built source maps: a federation module that the shell's JavaScript holds in two
 * formats (`core.cjs` and `core.js`) is a second runtime, and any federation package's source in a
 * remote, but the container entry's `init` (which the shell, exposing nothing, does not build), is a copy
 * the shell should have provided.
 *
 * Part of the build suite of `npm test` (scripts/lib/suites.mjs), run over the fresh build.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const FEDERATION_MODULE = /node_modules\/@module-federation\/([^/]+)\/(dist\/.+)\.(cjs|mjs|js)$/;
/** What a remote may carry of the federation packages: its container entry's `init`, nothing else. */
const REMOTE_OWN_FEDERATION_MODULE = /node_modules\/@module-federation\/webpack-bundler-runtime\/dist\/initContainerEntry\.js$/;
const FEDERATION_PACKAGE = /node_modules\/@module-federation\//;

/**
 * The sources of every JavaScript file's source map in a build folder.
 * @param {string} distDir
 * @returns {{ file: string, sources: string[] }[]}
 */
function builtSources(distDir) {
  if (!existsSync(distDir)) return [];
  return readdirSync(distDir)
    .filter((name) => name.endsWith('.js.map'))
    .map((name) => {
      /** @type {{ sources?: string[] }} */
      const map = JSON.parse(readFileSync(path.join(distDir, name), 'utf8'));
      return { file: name.slice(0, -'.map'.length), sources: map.sources ?? [] };
    });
}

/**
 * Federation modules the host bundles in more than one format, e.g. `runtime-core/dist/core` as both
 * `.cjs` and `.js`. Empty when the runtime is there once.
 * @param {{ file: string, sources: string[] }[]} files  the host's built files
 * @returns {{ module: string, formats: string[], files: string[] }[]}
 */
export function duplicatedFederationModules(files) {
  /** @type {Map<string, { formats: Set<string>, files: Set<string> }>} */
  const modules = new Map();
  for (const { file, sources } of files) {
    for (const source of sources) {
      const match = FEDERATION_MODULE.exec(source.replaceAll('\\', '/'));
      if (!match) continue;
      const key = `@module-federation/${match[1]}/${match[2]}`;
      const entry = modules.get(key) ?? { formats: new Set(), files: new Set() };
      entry.formats.add(match[3] === 'cjs' ? 'cjs' : 'esm');
      entry.files.add(file);
      modules.set(key, entry);
    }
  }
  return [...modules]
    .filter(([, entry]) => entry.formats.size > 1)
    .map(([module, entry]) => ({ module, formats: [...entry.formats].sort(), files: [...entry.files].sort() }))
    .sort((a, b) => a.module.localeCompare(b.module));
}

/**
 * Files of a remote's build that carry federation runtime code the shell provides (runtime-core, the
 * bundler runtime, the sdk, the error codes), each with the first such module.
 * @param {{ file: string, sources: string[] }[]} files
 * @returns {{ file: string, module: string }[]}
 */
export function filesCarryingShellRuntime(files) {
  return files.flatMap(({ file, sources }) => {
    const module = sources
      .map((source) => source.replaceAll('\\', '/'))
      .find((source) => FEDERATION_PACKAGE.test(source) && !REMOTE_OWN_FEDERATION_MODULE.test(source));
    return module ? [{ file, module: module.slice(module.indexOf('@module-federation/')) }] : [];
  });
}

/**
 * Checks the built shell and remotes. Returns the problems found (empty: one runtime).
 * @param {{ name: string, dir: string, host: boolean }[]} builtApps
 * @returns {string[]}
 */
export function federationRuntimeProblems(builtApps) {
  /** @type {string[]} */
  const problems = [];
  for (const app of builtApps) {
    const files = builtSources(path.join(app.dir, 'dist'));
    if (files.length === 0) {
      problems.push(`${app.name}: no built source maps in ${path.join(app.dir, 'dist')}`);
      continue;
    }
    if (app.host) {
      const duplicates = duplicatedFederationModules(files);
      if (duplicates.length > 0) {
        const examples = duplicates.slice(0, 5).map((entry) => `${entry.module} (${entry.formats.join(' + ')} in ${entry.files.join(', ')})`);
        problems.push(`${app.name} bundles the federation runtime twice: ${duplicates.length} modules in two formats, e.g. ${examples.join('; ')}`);
      }
    } else {
      const carrying = filesCarryingShellRuntime(files).map(({ file, module }) => `${file}: ${module}`);
      if (carrying.length > 0) problems.push(`${app.name} carries its own federation runtime (${carrying.join(', ')}) instead of the shell's`);
    }
  }
  return problems;
}
