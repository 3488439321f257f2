import { startTransition, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A React DOM root whose every render of a remote's root is a transition:
 * React renders the remote's tree in slices that yield to the browser every few milliseconds instead of
 * one long task on the main thread when the remote mounts (Lighthouse's long tasks on a phone,
 * docs/performance.md). Unmounting is unchanged.
 */
export const transitionRootClient = {
  createRoot(container: Element | DocumentFragment): Root {
    const root = createRoot(container);
    return {
      render: (children: ReactNode) => startTransition(() => root.render(children)),
      unmount: () => root.unmount(),
    };
  },
};
