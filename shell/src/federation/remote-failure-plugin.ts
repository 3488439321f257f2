import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Federation runtime plugin, bundled before the async boundary: it must not import React or any
 * shared package. A remote whose manifest or entry cannot be fetched makes `loadRemote` reject, so
 * the remote's area shows its fallback (RemoteArea) instead of the runtime throwing at start-up.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'member-remote-failure',
    errorLoadRemote(args) {
      const { id, lifecycle } = args;
      // Logged without user data: the remote id and the lifecycle that failed.
      console.warn(`[federation] ${id} failed during ${lifecycle}`);
      return undefined;
    },
  };
}
