import { Suspense, type ComponentType } from 'react';
import type { QueryModalName } from '@member/shared-contracts/modals';
import { useRemoteProps } from './remote-props-context';

/**
 * For a remote that shows modals over any page when the address asks for them (`?modal=…`, features §2):
 * the shell mounts the remote a second time with the mount prop `modal`, and this root renders the named
 * modal instead of `App` (nothing for a modal the remote does not have). Give the modals as `lazy()`
 * components so their code loads only when asked for. Opt-in, so remotes without modals carry none of it:
 * `defineRemote({ App: withQueryModals(App, { setupDirectDepositPrompt: … }) })`.
 */
export function withQueryModals(App: ComponentType, modals: Partial<Record<QueryModalName, ComponentType>>): ComponentType {
  return function AppOrQueryModal() {
    const { modal } = useRemoteProps();
    if (!modal) return <App />;
    const Modal = modals[modal.name];
    return Modal ? (
      <Suspense fallback={null}>
        <Modal />
      </Suspense>
    ) : null;
  };
}
