import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { MOUNT_CONTRACT_VERSION, isContractCompatible, isRemoteLifecyclesModule, type RemoteLifecyclesModule } from '@member/shared-contracts/mount';
import { REMOTE_LIFECYCLES_MODULE, type RemoteName } from '@member/shared-contracts/routes';
import type { RemotesManifest } from '../config/runtime-config';

export type RemoteLoadFailure = 'unavailable' | 'invalid-module' | 'contract-mismatch';

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly reason: RemoteLoadFailure,
    detail: string,
  ) {
    super(`${remote}: ${reason} (${detail})`);
  }
}

let manifest: RemotesManifest | null = null;
/** Loads started before their area asked (the current route's remote at start-up), by remote. */
const started = new Map<RemoteName, Promise<RemoteLifecyclesModule>>();

/** Registers every remote of the environment's manifest with the federation runtime (no fetch yet). */
export function registerRemotesFromManifest(remotes: RemotesManifest): void {
  manifest = remotes;
  started.clear();
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads a remote's lifecycle module and checks it speaks our contract major version.
 * `fresh` re-registers the remote first, which clears the runtime's cache of it: a retry after the
 * remote's server came back (or after a redeploy) then loads it again without a page reload.
 */
export async function loadRemoteLifecycles(remote: RemoteName, { fresh = false } = {}): Promise<RemoteLifecyclesModule> {
  if (!manifest) throw new Error('registerRemotesFromManifest must run before loadRemoteLifecycles');
  const early = started.get(remote);
  started.delete(remote);
  if (early && !fresh) return early;
  if (fresh) registerRemotes([{ name: remote, entry: manifest[remote] }], { force: true });
  return loadAndCheck(remote);
}

/**
 * Starts loading a remote (its mf-manifest, remoteEntry and the chunks of its lifecycles module) before
 * its area asks for it: the bootstrap calls it as soon as the route is known, in parallel with the
 * session, account and content requests, not after the route gate has the account (one round trip
 * fewer in a row on a cold load, docs/performance.md).
 * The area's next `loadRemoteLifecycles` takes this load over; its failure is the area's to show.
 */
export function preloadRemoteLifecycles(remote: RemoteName): void {
  if (!manifest || started.has(remote)) return;
  const loading = loadAndCheck(remote);
  loading.catch(() => undefined);
  started.set(remote, loading);
}

async function loadAndCheck(remote: RemoteName): Promise<RemoteLifecyclesModule> {
  let loaded: unknown;
  try {
    loaded = await loadRemote(`${remote}/${REMOTE_LIFECYCLES_MODULE.replace('./', '')}`);
  } catch (error) {
    throw new RemoteLoadError(remote, 'unavailable', error instanceof Error ? error.message : String(error));
  }
  if (!isRemoteLifecyclesModule(loaded)) {
    throw new RemoteLoadError(remote, 'invalid-module', 'the module does not expose single-spa lifecycles');
  }
  if (!isContractCompatible(MOUNT_CONTRACT_VERSION, loaded.contractVersion)) {
    throw new RemoteLoadError(remote, 'contract-mismatch', `remote speaks ${String(loaded.contractVersion)}, host ${MOUNT_CONTRACT_VERSION}`);
  }
  return loaded;
}
