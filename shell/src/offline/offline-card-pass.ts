import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';
import { useLocation } from '@member/router';
import { ID_CARD_PATH } from '@member/shared-contracts/routes';
import { useOnlineStatus } from '../connectivity/use-online-status';
import { useShellServices } from '../platform/shell-services';

/**
 * Offline, the account and flags cannot be fetched, so the route gate cannot decide `/id-card`. The
 * member whose cards the service worker kept may open it anyway (decision 068): the member is the one the
 * stored id token names (expired or not: an account id never changes), and the record that the cards
 * were saved is that member's card cache itself. Every other route keeps the no-internet page.
 */
const pass = createStore<{ accountId: string | null }>(() => ({ accountId: null }));

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
    if (!atIdCard) return;
    // A chunk of its own (precached by the worker): an online page's first load, sign-in too, never carries it.
    void import(/* webpackChunkName: "kept-cards-owner" */ './kept-cards-owner')
      .then(({ keptCardsOwner }) => keptCardsOwner(config.services.identity.userPoolClientId))
      .then((accountId) => pass.setState({ accountId }), () => undefined);
  }, [atIdCard, config]);
  const accountId = useStore(pass, (state) => state.accountId);
  return atIdCard ? accountId : null;
}
