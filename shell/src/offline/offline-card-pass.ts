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

function findKeptCardsOwner(userPoolClientId: string): Promise<void> {
  // A chunk of its own (precached by the worker): an online page's first load, sign-in too, never carries it.
  return import(/* webpackChunkName: "kept-cards-owner" */ './kept-cards-owner')
    .then(({ keptCardsOwner }) => keptCardsOwner(userPoolClientId))
    .then((accountId) => pass.setState({ accountId }), () => undefined);
}

/**
 * A cold start offline at `/id-card`: the kept cards' owner is known before the first render. Otherwise
 * stored tokens that have expired (a visit more than an hour after the last) fail their refresh with the
 * network, the session reads as signed out, and the route gate sends the member to sign-in before the
 * cache has answered.
 */
export function findOfflineCardOwnerAtStart(userPoolClientId: string): Promise<void> {
  return navigator.onLine || window.location.pathname !== ID_CARD_PATH ? Promise.resolve() : findKeptCardsOwner(userPoolClientId);
}

/**
 * The account whose kept cards open `/id-card` now (offline, at that path, with the cards kept), else null.
 * Checks the cache again when the page goes offline at `/id-card` (the signal lost with the cards on screen).
 */
export function useOfflineCardAccount(): string | null {
  const online = useOnlineStatus();
  const { pathname } = useLocation();
  const { config } = useShellServices();
  const atIdCard = !online && pathname === ID_CARD_PATH;
  useEffect(() => {
    if (atIdCard) void findKeptCardsOwner(config.services.identity.userPoolClientId);
  }, [atIdCard, config]);
  const accountId = useStore(pass, (state) => state.accountId);
  return atIdCard ? accountId : null;
}
