import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { useLocation } from '@member/router';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { ID_CARD_PATH } from '@member/shared-contracts/routes';
import { readStoredIdentityTokens } from '@member/shared-contracts/sign-in';
import { useOnlineStatus } from '../connectivity/use-online-status';
import { useShellServices } from '../platform/shell-services';
import { memberCardsCacheName } from './member-card-caches';

/**
 * Offline, the account and flags cannot be fetched, so the route gate cannot decide `/id-card`. The
 * member whose cards the service worker kept may open it anyway (decision 068): the member is the one the
 * stored id token names (expired or not: an account id never changes), and the record that the cards
 * were saved is that member's card cache itself. Every other route keeps the no-internet page.
 */
const pass = createStore<{ accountId: string | null }>(() => ({ accountId: null }));

/** The account id the stored id token names, or null. */
function storedAccountId(userPoolClientId: string): string | null {
  const accountId = readStoredIdentityTokens(userPoolClientId, window.localStorage)?.idTokenPayload[CLAIM_KEYS.accountId];
  return typeof accountId === 'string' && accountId !== '' ? accountId : null;
}

/**
 * The account whose kept cards open `/id-card` now (offline, at that path, with the cards kept), else null.
 * Checks the cache when the page is offline at `/id-card`.
 */
export function useOfflineCardAccount(): string | null {
  const online = useOnlineStatus();
  const { pathname } = useLocation();
  const { config } = useShellServices();
  const atIdCard = !online && pathname === ID_CARD_PATH;
  useEffect(() => {
    if (!atIdCard || !globalThis.caches) return;
    const accountId = storedAccountId(config.services.identity.userPoolClientId);
    if (!accountId) return;
    void caches.has(memberCardsCacheName(accountId)).then((kept) => pass.setState({ accountId: kept ? accountId : null }), () => undefined);
  }, [atIdCard, config]);
  const accountId = useStore(pass, (state) => state.accountId);
  return atIdCard ? accountId : null;
}
