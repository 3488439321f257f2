import type { ComponentType } from 'react';
import type { Root } from 'react-dom/client';
import type { LifecycleProps, RemoteMountProps } from '@member/shared-contracts/mount';
import { transitionRootClient } from './transition-root';

/**
 * A React root as single-spa parcel lifecycles: `mount` renders into the `domElement` it is given,
 * `update` renders again with the new props, `unmount` unmounts; each render is a transition
 * (transition-root). One root per element, so a page and a modal of the same remote, or a remount
 * before the last unmount finished, never share one.
 * What single-spa-react did for us, without its 3.9 KiB gzip on every first load
 * (docs/decisions/053-remotes-mount-without-single-spa.md).
 */
export function reactLifecycles(RootComponent: ComponentType<RemoteMountProps>) {
  const roots = new WeakMap<HTMLElement, Root>();
  return {
    mount: async (props: LifecycleProps) => {
      const root = transitionRootClient.createRoot(props.domElement);
      roots.set(props.domElement, root);
      root.render(<RootComponent {...props} />);
    },
    update: async (props: LifecycleProps) => {
      roots.get(props.domElement)?.render(<RootComponent {...props} />);
    },
    unmount: async (props: LifecycleProps) => {
      roots.get(props.domElement)?.unmount();
      roots.delete(props.domElement);
    },
  };
}
