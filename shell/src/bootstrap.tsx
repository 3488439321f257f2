import { createRoot } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { APP_VERSION, createHttpClient } from '@member/shared-contracts';
import '@member/ui';
import { App } from './app';
import { loadRuntimeConfig } from './config/runtime-config';
import { registerRemotesFromManifest } from './federation/remote-loader';
import { createFlagEvaluator } from './flags/flag-evaluator';
import { createI18n } from './i18n/create-i18n';
import { createLayoutStore } from './layout/layout-store';
import { createAnalytics } from './platform/analytics';
import { createMemberLogger } from './platform/member-logger';
import type { ShellServices } from './platform/shell-services';
import { StartupErrorPage } from './pages/startup-error-page';
import { navigateOutsideReact } from './routing/navigate-bridge';
import { createIdentityLoader } from './session/identity-loader';
import { createSessionService } from './session/session-service';
import { createSessionStore } from './session/session-store';
import { createWebNativePort } from './native/web-native-port';

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

  const identity = createIdentityLoader(config.services.identity);
  registerRemotesFromManifest(config.remotes);

  const http = createHttpClient({ baseUrl: config.services.memberApiUrl, appVersion: APP_VERSION, getToken: identity.bearerToken });
  logger.setHttp(http);
  const analytics = createAnalytics({ logger });
  const queryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
  const sessionStore = createSessionStore();
  const session = createSessionService({
    store: sessionStore,
    logger,
    readSession: identity.readSession,
    signOutOfIdentity: identity.signOut,
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
    // TEMPORARY (issue 3 in progress): replaced by the contentful-backed client in shell/src/content/.
    content: {
      getEntries: () => Promise.reject(new Error('content client not wired yet')),
      getEntry: () => Promise.reject(new Error('content client not wired yet')),
    },
    native: createWebNativePort(),
  };

  root.render(<App services={services} />);
  await session.refreshSession();
}

void start();
