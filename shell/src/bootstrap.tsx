import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { APP_VERSION, createHttpClient } from '@member/shared-contracts/http';
import { DEFAULT_LOCALE, isLocale } from '@member/shared-contracts/i18n';
import { HOME_PATH, ROOT_PATH } from '@member/shared-contracts/routes';
import { welcomeCarouselDue } from '@member/shared-contracts/sign-in';
import { STORAGE_KEYS } from '@member/shared-contracts/storage';
import '@member/ui';
import { App } from './app';
import { earlyStart } from './startup/early-start';
import { createFlagEvaluator } from './flags/flag-evaluator';
import { createI18n } from './i18n/create-i18n';
import { createLayoutStore } from './layout/layout-store';
import { createAnalytics } from './analytics/analytics-service';
import { createCollectorSink } from './analytics/collector-sink';
import { trackInteractionsOnDemand } from './analytics/interactions/track-interactions-on-demand';
import type { ShellServices } from './platform/shell-services';
import { StartupErrorPage } from './pages/startup-error-page';
import { navigateOutsideReact } from './routing/navigate-bridge';
import { createIdentityLoader } from './session/identity-loader';
import { createSessionService } from './session/session-service';
import { createSessionStore } from './session/session-store';
import { signOutOnRefusedToken } from './session/sign-out-on-refused-token';
import { SIGN_OUT_PATH } from './idle/sign-out-path';
import { createLazyContentPort, type LazyContentPort } from './content/lazy-content-port';
import { createNativePort } from './native/create-native-port';
import { openHostedSignOn } from './native/open-hosted-sign-on';
import { currentQueryClient, loadHostQueries } from './queries/host-queries';
import { startLoad } from './session/started-loads';
import { accountQueryKey, loadAccount } from './session/account-loader';
import { memberFlagsQueryKey } from './flags/member-flags-query-key';
import { findOfflineCardOwnerAtStart } from './offline/offline-card-pass';

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
  let hasSeenCarousel = false;
  try {
    hasSeenCarousel = Boolean(window.localStorage.getItem(STORAGE_KEYS.carouselSeen));
  } catch {
    // Storage refused: mfe-auth reads "not seen" as well.
  }
  return welcomeCarouselDue({ isNative: native.isNative, search: window.location.search, hasSeenCarousel });
}

async function start() {
  // Started by the entry (main.js): the config, then the remotes registered, the route's remote loading
  // and a visitor's flags.
  const { config: configLoading, logger, visitorFlags } = earlyStart();

  const root = createRoot(document.getElementById('root') as HTMLElement);
  const i18n = await createI18n();

  let config;
  try {
    config = await configLoading;
  } catch (error) {
    logger.error('runtime config failed to load', { error: error instanceof Error ? error.message : 'unknown' });
    root.render(<StartupErrorPage i18n={i18n} />);
    return;
  }

  // Offline at /id-card: whose kept cards open it, known before the first render (decision 068).
  const offlineCardOwner = findOfflineCardOwnerAtStart(config.services.identity.userPoolClientId);
  const analyticsCollector = config.services.analyticsCollectorUrl;
  const analytics = createAnalytics({ logger, ...(analyticsCollector ? { sink: createCollectorSink(analyticsCollector) } : {}) });
  trackInteractionsOnDemand({ analytics, i18n });
  const identity = createIdentityLoader(config.services.identity, {
    logger,
    analytics,
    // Read when a sign-on starts, long after the native port below exists.
    assignLocation: (url) => openHostedSignOn(services.native, url),
  });
  // Stored tokens too old to use are refreshed beside the page (one plain request, no identity library);
  // the session read below shares that refresh.
  const tokensStored = identity.preload();

  // Bound once the session service exists (it needs the client itself).
  let onTokenRefused = (): void => undefined;
  const http = createHttpClient({ baseUrl: config.services.memberApiUrl, appVersion: APP_VERSION, getToken: identity.bearerToken, onTokenRefused: () => onTokenRefused() });
  logger.setHttp(http);
  // The last events and log lines leave when the page goes away.
  window.addEventListener('pagehide', () => {
    void analytics.flush();
    logger.flush();
  });
  const sessionStore = createSessionStore();
  const session = createSessionService({
    store: sessionStore,
    logger,
    readSession: identity.readSession,
    readStoredSession: identity.readStoredSession,
    readMfaEnabled: identity.readMfaEnabled,
    signOutOfIdentity: identity.signOut,
    updatePlanAttribute: identity.updatePlanAttribute,
    exchangeSsoCode: identity.exchangeSsoCode,
    hostedLogoutUrl: identity.hostedLogoutUrl,
    // The updater (and the account-patch schema it validates with) loads on the first update.
    updateAccount: async (patch, options) => {
      const { createAccountUpdater } = await import(/* webpackChunkName: "account-updater" */ './session/account-updater');
      return createAccountUpdater({ store: sessionStore, http, queryClient: await loadHostQueries() })(patch, options);
    },
    resetAnalytics: () => analytics.reset(),
    clearMemberCaches: () => currentQueryClient()?.clear(),
    redirect: (url) => navigateOutsideReact(url, { replace: true }),
  });
  onTokenRefused = signOutOnRefusedToken({
    isAuthenticated: () => sessionStore.getState().status === 'authenticated',
    signOut: () => session.signOut(),
    openSignOutPage: () => navigateOutsideReact(SIGN_OUT_PATH, { replace: true }),
  });

  const services: ShellServices & { content: LazyContentPort } = {
    config,
    identity: identity.port,
    http,
    logger,
    analytics,
    i18n,
    sessionStore,
    session,
    layoutStore: createLayoutStore(),
    flags: createFlagEvaluator(config.services.flagsUrl, logger, { visitorFlags, bearerToken: identity.bearerToken }),
    // A fetch client of the Content Delivery API, loaded with the first query (or below, for a restored
    // session); a high-criticality failure raises the global error page.
    content: createLazyContentPort({
      config: config.services.content,
      currentLocale: () => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE),
      onCriticalFailure: () => services.layoutStore.controls.setGlobalError(true),
      logger,
    }),
    native: await createNativePort({ http, logger, session: sessionStore }),
  };

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
  await offlineCardOwner;
  startTransition(() => root.render(<App services={services} />));
  await restoring;
}

void start();
