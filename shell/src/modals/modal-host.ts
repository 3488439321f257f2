import type { ComponentProps, ComponentType } from 'react';
import type { Logger } from '@member/shared-contracts/logging';
import type { decideRouteAccess, matchRoute } from '@member/shared-contracts/routes';
import type { MountedRemote } from '../federation/remote-area';
import type { loadRemoteLifecycles } from '../federation/remote-loader';
import type { MemberContext } from '../session/use-member-context';

/**
 * What the query-modal chunk needs of the shell, handed over by the app layout as one prop, not
 * imported. Weight (docs/performance.md): a lazy chunk that imports a module of the shell's first load
 * makes webpack cut that module out of the first load's one concatenated scope, which every page pays for;
 * with the shell's parts passed in, the chunk imports only what is its own. Types only in this file.
 */
export interface ModalHost {
  member: MemberContext;
  logger: Logger;
  decideRouteAccess: typeof decideRouteAccess;
  matchRoute: typeof matchRoute;
  loadRemoteLifecycles: typeof loadRemoteLifecycles;
  MountedRemote: ComponentType<ComponentProps<typeof MountedRemote>>;
}
