import { createContext, useContext, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import type { ContentPort, IdentityPort } from '@member/shared-contracts/mount';
import type { HttpClient } from '@member/shared-contracts/http';
import type { Logger } from '@member/shared-contracts/logging';
import type { AnalyticsService } from '../analytics/analytics-service';
import type { RuntimeConfig } from '../config/runtime-config';
import type { FlagEvaluator } from '../flags/flag-evaluator';
import type { SessionService } from '../session/session-service';
import type { SessionStore } from '../session/session-store';
import type { LayoutStore } from '../layout/layout-store';
import type { ShellNativePort } from '../native/shell-native-port';

/** The host's singletons, created once in bootstrap and handed to remotes through the mount contract. */
export interface ShellServices {
  config: RuntimeConfig;
  /** The identity port remotes receive; Amplify behind it loads on first use. */
  identity: IdentityPort;
  http: HttpClient;
  logger: Logger;
  analytics: AnalyticsService;
  i18n: I18n;
  sessionStore: SessionStore;
  session: SessionService;
  layoutStore: LayoutStore;
  flags: FlagEvaluator;
  /** The content client (member-features §4): shared-contracts' Content Delivery API client, cached 5 minutes. */
  content: ContentPort;
  /** The native shell bridge, or its web fallback (shell/src/native). */
  native: ShellNativePort;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices called outside ShellServicesProvider');
  return services;
}
