import { startTransition } from 'react';
import { HOME_PATH, ROOT_PATH } from '@member/shared-contracts/routes';
import { hasSeenCarousel, welcomeCarouselDue } from '@member/shared-contracts/sign-in';
import '@member/ui';
import { App } from './app';
import { startDocument } from './startup/start-document';
import type { ShellServices } from './platform/shell-services';
import { loadHostQueries } from './queries/host-queries';
import { startLoad } from './session/started-loads';
import { accountQueryKey, loadAccount } from './session/account-loader';
import { memberFlagsQueryKey } from './flags/member-flags-query-key';

/**
 * Start-up order (fewest round trips in a row on a cold load, docs/performance.md): the entry has already started the
 * environment config and, once the config names the remotes, the current route's remote; here stale
 * stored tokens start their refresh, and the session is read from the stored tokens before
 * the first render, so the account, flags and content requests start with it.
 */
/**
 * A visitor with no stored session whom `/` will show the welcome carousel: the carousel's content is that
 * page's largest paint, so its content client loads now, beside the remote's files, not once the
 * carousel's chunk has arrived (docs/performance.md). A handoff link (`identity_provider`) leaves for its
 * provider instead; the client is then loaded for nothing, once.
 */
function showsWelcomeCarousel(native: ShellServices['native']): boolean {
  if (window.location.pathname !== ROOT_PATH) return false;
  return welcomeCarouselDue({ isNative: native.isNative, search: window.location.search, hasSeenCarousel: hasSeenCarousel() });
}

async function start() {
  const started = await startDocument();
  if (!started) return;
  const { root, services, tokensStored } = started;
  const { http, logger, session, sessionStore } = services;

  // A fresh stored session is applied synchronously here: the first render already shows the member's
  // page (no identity round trip before it); expired tokens are refreshed meanwhile (identity.preload).
  const restoring = session.restoreSession();
  if (sessionStore.getState().status === 'authenticated' || (!tokensStored && showsWelcomeCarousel(services.native))) services.content.preload();
  // Stored tokens: a member's page, whose data are queries. The account and flags start now, beside the
  // query library's download, not after it (the same round trips as before, docs/performance.md); a
  // visitor's page never loads the library.
  const { status, accountId, accountRefreshCounter } = sessionStore.getState();
  if (status === 'authenticated' && accountId) {
    startLoad(accountQueryKey(accountId, accountRefreshCounter), () => loadAccount(http, accountId, logger));
    startLoad(memberFlagsQueryKey(accountId), () => services.flags.evaluate({ targetingKey: accountId }));
  }
  if (tokensStored) await loadHostQueries().catch(() => undefined);
  // A member opening /home: the benefit card's figures start once the flags answer, beside the account.
  void restoring.then(() => {
    const { status, accountId } = sessionStore.getState();
    if (status !== 'authenticated' || !accountId || window.location.pathname !== HOME_PATH) return;
    import(/* webpackChunkName: "home-data" */ './prefetch/home-data-prefetch')
      .then(async ({ prefetchHomeDataWhenFlagsAnswer }) => prefetchHomeDataWhenFlagsAnswer({ accountId, queryClient: await loadHostQueries(), http }))
      .catch(() => undefined);
  });
  // As a transition, React renders the whole first tree in slices that yield to the browser every few
  // milliseconds instead of one long task (Lighthouse's long tasks on a phone, docs/performance.md).
  startTransition(() => root.render(<App services={services} />));
  await restoring;
}

void start();
