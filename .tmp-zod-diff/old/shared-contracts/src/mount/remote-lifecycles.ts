import type { RemoteMountProps } from './mount-props';

type Lifecycle = (props: RemoteMountProps) => Promise<unknown>;

/**
 * What `loadRemote('<remote>/lifecycles')` must return. The lifecycles are single-spa's
 * (single-spa-react builds them), so a native web view or a single-spa root config can mount a
 * remote unchanged.
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
