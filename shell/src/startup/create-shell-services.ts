import type { i18n as I18n } from 'i18next';
import { APP_VERSION, createHttpClient } from '@member/shared-contracts/http';
import { DEFAULT_LOCALE, isLocale } from '@member/shared-contracts/i18n';
import type { RuntimeConfig } from '../config/runtime-config';
import { createFlagEvaluator } from '../flags/flag-evaluator';
import { createLayoutStore } from '../layout/layout-store';
import { createAnalytics } from '../analytics/analytics-service';
import { createCollectorSink } from '../analytics/collector-sink';
import { trackInteractionsOnDemand } from '../analytics/interactions/track-interactions-on-demand';
import type { ShellServices } from '../platform/shell-services';
import type { EarlyStart } from './early-start';
import { navigateOutsideReact } from '../routing/navigate-bridge';
import { createIdentityLoader } from '../session/identity-loader';
import { createSessionService } from '../session/session-service';
import { createSessionStore } from '../session/session-store';
import { signOutOnRefusedToken } from '../session/sign-out-on-refused-token';
import { SIGN_OUT_PATH } from '../idle/sign-out-path';
import { createLazyContentPort, type LazyContentPort } from '../content/lazy-content-port';
import { createNativePort } from '../native/create-native-port';
import { openHostedSignOn } from '../native/open-hosted-sign-on';
import { currentQueryClient, loadHostQueries } from '../queries/host-queries';

interface ShellServicesOptions extends Pick<EarlyStart, 'logger' | 'visitorFlags'> {
  config: RuntimeConfig;
  i18n: I18n;
}

/** The host's services, and whether tokens were stored (their refresh, if they are stale, has started). */
export interface CreatedShellServices {
  services: ShellServices & { content: LazyContentPort };
  tokensStored: boolean;
}

/**
 * The host's singletons, created once per document: the app's (bootstrap.tsx) and the offline card's
 * (offline-card/, docs/offline-data.md), so a remote mounted by either receives the same ports.
 */
export async function createShellServices({ config, logger, visitorFlags, i18n }: ShellServicesOptions): Promise<CreatedShellServices> {
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
  // the session read shares that refresh.
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
      const { createAccountUpdater } = await import(/* webpackChunkName: "account-updater" */ '../session/account-updater');
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
    // A fetch client of the Content Delivery API, loaded with the first query (or by the bootstrap, for a
    // restored session); a high-criticality failure raises the global error page.
    content: createLazyContentPort({
      config: config.services.content,
      currentLocale: () => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE),
      onCriticalFailure: () => services.layoutStore.controls.setGlobalError(true),
      logger,
    }),
    native: await createNativePort({ http, logger, session: sessionStore }),
  };
  return { services, tokensStored };
}
