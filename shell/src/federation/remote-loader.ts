import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  MOUNT_CONTRACT_VERSION,
  REMOTE_LIFECYCLES_MODULE,
  isContractCompatible,
  isRemoteLifecyclesModule,
  type RemoteLifecyclesModule,
  type RemoteName,
} from '@member/shared-contracts';
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

/** Registers every remote of the environment's manifest with the federation runtime (no fetch yet). */
export function registerRemotesFromManifest(remotes: RemotesManifest): void {
  manifest = remotes;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Loads a remote's lifecycle module and checks it speaks our contract major version.
 * `fresh` re-registers the remote first, which clears the runtime's cache of it: a retry after the
 * remote's server came back (or after a redeploy) then loads it again without a page reload.
 */
export async function loadRemoteLifecycles(remote: RemoteName, { fresh = false } = {}): Promise<RemoteLifecyclesModule> {
  if (!manifest) throw new Error('registerRemotesFromManifest must run before loadRemoteLifecycles');
  if (fresh) registerRemotes([{ name: remote, entry: manifest[remote] }], { force: true });

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
  // The federation runtime hands out a frozen module object; single-spa writes to its parcel config.
  return { ...loaded };
}
