import type { RemoteMountProps } from './mount-props';

/**
 * What a lifecycle receives: the mount props plus the two single-spa parcel props the host adds — the
 * parcel's `name` (one React root per name: a page and a modal of the same remote are two) and the
 * `domElement` to render into. single-spa's `mountRootParcel` passes the same two, so a remote mounts
 * the same under the shell's own mount and under a single-spa root config or a native web view.
 */
export type LifecycleProps = RemoteMountProps & { name: string; domElement: HTMLElement };

type Lifecycle = (props: LifecycleProps) => Promise<unknown>;

/**
 * What `loadRemote('<remote>/lifecycles')` must return: single-spa parcel lifecycles (a function or an
 * array run in order, each returning a promise), framework-free, plus the contract version.
 */
export interface RemoteLifecyclesModule {
  contractVersion: string;
  bootstrap: Lifecycle | Lifecycle[];
  mount: Lifecycle | Lifecycle[];
  unmount: Lifecycle | Lifecycle[];
  update?: Lifecycle | Lifecycle[];
}

export function isRemoteLifecyclesModule(value: unknown): value is RemoteLifecyclesModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  const isLifecycle = (v: unknown) => typeof v === 'function' || (Array.isArray(v) && v.every((f) => typeof f === 'function'));
  return isLifecycle(candidate.bootstrap) && isLifecycle(candidate.mount) && isLifecycle(candidate.unmount);
}
