import type { FlagValues } from '@member/shared-contracts/flags';
import { loadRuntimeConfig, type RuntimeConfig } from '../config/runtime-config';
import { preloadRemoteLifecycles, registerRemotesFromManifest } from '../federation/remote-loader';
import { remoteForStartupRoute } from '../federation/route-preload';
import { readVisitorFlags } from '../flags/visitor-flags';
import { createMemberLogger } from '../platform/member-logger';
import { hasStoredIdentitySession } from '../session/stored-identity-session';
import { findNativeHost } from '@member/shared-contracts/native';
import { appOfferForThisVisit } from '../native-app-offer/app-offer-store-url';
import { loadAppOffer } from '../native-app-offer/app-offer-chunk';

type ShellLogger = ReturnType<typeof createMemberLogger>;

/** What the entry started, for the bootstrap to take over. */
export interface EarlyStart {
  /** The environment config (index.html preloads both files). */
  config: Promise<RuntimeConfig>;
  /** The app's logger (shipping starts when the bootstrap gives it the API client). */
  logger: ShellLogger;
  /** A signed-out visitor's flags, asked as soon as the config names the flag service; null with a stored session. */
  visitorFlags: Promise<FlagValues | null>;
}

export interface EarlyStartOptions {
  pathname: string;
  load?: () => Promise<RuntimeConfig>;
  readFlags?: typeof readVisitorFlags;
}

/**
 * What a page load starts from `main.js` itself, before the shell's own chunks have arrived, so a
 * cold load waits for fewer round trips one after another (docs/performance.md): the environment config, and as soon as it is here the remotes
 * registered, the current route's remote loading — its manifest, entry and lifecycles chunks travel beside
 * the shell's chunks, not after them —, the native-app offer's chunk when a phone's browser will be offered
 * the app, and, for a visitor, the flags the sign-in screen reads.
 */
export function startEarly({ pathname, load = loadRuntimeConfig, readFlags = readVisitorFlags }: EarlyStartOptions): EarlyStart {
  const logger = createMemberLogger({ http: null });
  const config = load();
  const visitorFlags = config.then(
    (loaded) => {
      registerRemotesFromManifest(loaded.remotes);
      const sessionStored = hasStoredIdentitySession(loaded.services.identity.userPoolClientId);
      const routeRemote = remoteForStartupRoute(pathname, sessionStored);
      if (routeRemote) preloadRemoteLifecycles(routeRemote);
      // A phone's browser to be offered the app: its dialog opens in the first commit (its text is the largest paint).
      if (appOfferForThisVisit(loaded.services.nativeApp, findNativeHost(window) !== null)) void loadAppOffer().catch(() => undefined);
      // Never rejects: every flag keeps its default on failure.
      return sessionStored ? null : readFlags(loaded.services.flagsUrl, logger);
    },
    // The bootstrap awaits the same config and shows the start-up error page.
    () => null,
  );
  return { config, logger, visitorFlags };
}

let started: EarlyStart | undefined;

/** Starts the early work once per page (the entry calls it; the bootstrap takes the same one). */
export function earlyStart(): EarlyStart {
  started ??= startEarly({ pathname: window.location.pathname });
  return started;
}
