import { createStore } from 'zustand';
import type { SessionSnapshot } from '@member/shared-contracts/identity';

/** Spec access §3 "Session context" held by the host. Status starts as querying (§4). */
export const initialSession: SessionSnapshot = {
  status: 'querying',
  accountId: null,
  clientId: null,
  mfaEnabled: false,
  accountRefreshCounter: 0,
  claims: null,
};

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore() {
  return createStore<SessionSnapshot>(() => initialSession);
}
