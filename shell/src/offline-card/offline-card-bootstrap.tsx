import '@member/ui';
import { startDocument } from '../startup/start-document';
import { keptCardsOwner } from '../offline/kept-cards-owner';
import { OfflineCardApp } from './offline-card-app';

/**
 * Offline, the account and flags cannot be fetched and an access token more than an hour old cannot be
 * refreshed, so the app's route gate cannot decide `/id-card`. This document does not ask it: the member is
 * the one the stored id token names (expired or not: an account id never changes), and the record that
 * the cards were saved is that member's card cache itself (decision 068). With both, the home remote's
 * card page mounts for that member and the service worker answers its request with the kept copy.
 */
async function start() {
  const started = await startDocument();
  if (!started) return;
  const { root, services } = started;
  const owner = await keptCardsOwner(services.config.services.identity.userPoolClientId).catch(() => null);
  // The kept cards' owner is the member this page is for; nothing here refreshes or reads the session.
  if (owner) services.sessionStore.setState({ status: 'authenticated', accountId: owner });
  root.render(<OfflineCardApp services={services} cardsKept={owner !== null} />);
}

void start();
