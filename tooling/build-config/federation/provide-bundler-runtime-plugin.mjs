/**
 * The shell's runtime plugin that hands its webpack bundler runtime (the functions that install shared
 * modules, initialise the share scope and start the federation instance) to the remotes, as
 * `provideExternalRuntime` hands them runtime-core: each remoteEntry.js then carries only what is its
 * own (its share and consume maps, its container entry) instead of a copy of the same functions each
 * (docs/decisions/063-remotes-use-the-shells-bundler-runtime.md).
 *
 * The functions are stateless: every call receives the calling container's own `__webpack_require__`.
 */
/* global FEDERATION_BUNDLER_RUNTIME_VERSION -- a build-time constant (tooling/build-config/index.cjs, DefinePlugin) */
import { createInstance, getInstance } from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

export default function provideBundlerRuntimePlugin() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] = {
    version: FEDERATION_BUNDLER_RUNTIME_VERSION,
    bundlerRuntime,
    attachShareScopeMap,
    createInstance,
    getInstance,
  };
  return { name: 'provide-bundler-runtime-plugin' };
}
