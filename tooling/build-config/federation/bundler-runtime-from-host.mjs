/**
 * A remote's webpack bundler runtime, built on the one the shell provides
 * (`provide-bundler-runtime-plugin.mjs`): what the remote's generated federation entry imports in place of
 * `@module-federation/webpack-bundler-runtime/dist/bundler.js`. The remote keeps what is its own: the
 * state of its container (instance, options, share scope) and the container entry's `init`, which the
 * shell, exposing nothing, does not build.
 */
/* global FEDERATION_BUNDLER_RUNTIME_VERSION -- a build-time constant (tooling/build-config/index.cjs, DefinePlugin) */
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
if (!provided) {
  throw new Error(`${BUNDLER_RUNTIME_GLOBAL} is missing: a remote runs inside a host that provides the federation runtime (the shell)`);
}
if (provided.version !== FEDERATION_BUNDLER_RUNTIME_VERSION) {
  // Same policy as the runtime-core the shell provides: keep going, say so (the build and the shell's
  // remote-failure screen show what fails).
  console.warn(`federation bundler runtime ${provided.version} from the host, remote built with ${FEDERATION_BUNDLER_RUNTIME_VERSION}`);
}

/**
 * The federation runtime's `init` for this container: its instance (found by name, as the runtime's own
 * `init` does), or a new one. Not the shell's `init`: that one also makes the instance it creates the
 * shell's default, which `loadRemote` and `registerRemotes` then use.
 * @param {{ name: string, version?: string, id?: string }} options
 */
function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = provided.getInstance((instance) => instance.options.name === options.name && instance.options.version === options.version);
  if (!existing) return provided.createInstance(normalized);
  existing.initOptions(normalized);
  return existing;
}

export default {
  runtime: { init },
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};
