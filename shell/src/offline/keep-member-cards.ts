import type { StoreApi } from 'zustand';
import type { SessionSnapshot } from '@member/shared-contracts/identity';
import { deleteMemberCards } from './member-card-caches';

/** Built beside the shell's other files (access §9 public path); controls every route from the root. */
const SERVICE_WORKER_URL = '/ui/sw.js';

/**
 * Registers the shell's service worker (production builds: a development server rebuilds on every save)
 * and keeps no member's cards but the signed-in member's while the page lives: signed out (any way: the
 * member, the idle timeout, a refused token) → every member's are deleted; signed in → only another
 * member's are. The worker deletes them too as the identity calls pass (service-worker/identity-signals.ts).
 */
export function keepMemberCards(
  sessionStore: Pick<StoreApi<Pick<SessionSnapshot, 'status' | 'accountId'>>, 'getState' | 'subscribe'>,
  { container = navigator.serviceWorker, storage = globalThis.caches, production = process.env.NODE_ENV === 'production' } = {},
): () => void {
  if (production && container) void container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  if (!storage) return () => undefined;
  const forgetOthers = ({ status, accountId }: Pick<SessionSnapshot, 'status' | 'accountId'>) => {
    // Querying (start-up) or an sso return in progress: not yet known who, if anyone, is signed in.
    if (status === 'querying' || status === 'sso') return;
    void deleteMemberCards(storage, status === 'authenticated' ? accountId : null).catch(() => undefined);
  };
  forgetOthers(sessionStore.getState());
  return sessionStore.subscribe((state, previous) => {
    if (state.status !== previous.status || state.accountId !== previous.accountId) forgetOthers(state);
  });
}
