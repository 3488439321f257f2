import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { APP_VERSION, DEFAULT_LOCALE, createHttpClient, isLocale } from '@member/shared-contracts';
import '@member/ui';
import { App } from './app';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerRemotesFromManifest } from './federation/remote-loader';
import { createFlagEvaluator } from './flags/flag-evaluator';
import { createI18n } from './i18n/create-i18n';
import { createLayoutStore } from './layout/layout-store';
import { createAnalytics } from './analytics/analytics-service';
import { createCollectorSink } from './analytics/collector-sink';
import { createMemberLogger } from './platform/member-logger';
import type { ShellServices } from './platform/shell-services';
import { StartupErrorPage } from './pages/startup-error-page';
import { navigateOutsideReact } from './routing/navigate-bridge';
import { createIdentityLoader } from './session/identity-loader';
import { createSessionService } from './session/session-service';
import { createSessionStore } from './session/session-store';
import { createContentfulContentPort } from './content/contentful-content-port';
import { createNativePort } from './native/create-native-port';

async function start() {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  const i18n = await createI18n();
  const logger = createMemberLogger({ http: null });

  let config;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    logger.error('runtime config failed to load', { error: error instanceof Error ? error.message : 'unknown' });
    root.render(<StartupErrorPage i18n={i18n} />);
    return;
  }

  const identity = createIdentityLoader(config.services.identity, { logger });
  registerRemotesFromManifest(config.remotes);

  const http = createHttpClient({ baseUrl: config.services.memberApiUrl, appVersion: APP_VERSION, getToken: identity.bearerToken });
  logger.setHttp(http);
  const analyticsCollector = config.services.analyticsCollectorUrl;
  const analytics = createAnalytics({ logger, ...(analyticsCollector ? { sink: createCollectorSink(analyticsCollector) } : {}) });
  // The last events and log lines leave when the page goes away.
  window.addEventListener('pagehide', () => {
    void analytics.flush();
    logger.flush();
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  const sessionStore = createSessionStore();
  const session = createSessionService({
    store: sessionStore,
    logger,
    readSession: identity.readSession,
    signOutOfIdentity: identity.signOut,
    updatePlanAttribute: identity.updatePlanAttribute,
    exchangeSsoCode: identity.exchangeSsoCode,
    hostedLogoutUrl: identity.hostedLogoutUrl,
    // The updater (and the account-patch schema it validates with) loads on the first update.
    updateAccount: async (patch, options) => {
      const { createAccountUpdater } = await import(/* webpackChunkName: "account-updater" */ './session/account-updater');
      return createAccountUpdater({ store: sessionStore, http, queryClient })(patch, options);
    },
    resetAnalytics: () => analytics.reset(),
    clearMemberCaches: () => queryClient.clear(),
    redirect: (url) => navigateOutsideReact(url, { replace: true }),
  });

  const services: ShellServices = {
    config,
    identity: identity.port,
    http,
    logger,
    analytics,
    queryClient,
    i18n,
    sessionStore,
    session,
    layoutStore: createLayoutStore(),
    flags: createFlagEvaluator(config.services.flagsUrl, logger),
    // A fetch client of the Content Delivery API; a high-criticality failure raises the global error page.
    content: createContentfulContentPort({
      config: config.services.content,
      currentLocale: () => (isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE),
      onCriticalFailure: () => services.layoutStore.controls.setGlobalError(true),
      logger,
    }),
    native: await createNativePort({ http, logger, session: sessionStore }),
  };

  root.render(<App services={services} />);
  await session.refreshSession();
}

void start();
