import type { AuthStatus } from '../identity/session';
import type { BiometricAvailability } from '../mount/native-port';
import { toSsoProvider, type SsoProvider } from './sso-providers';
import { readPageState } from '../routes/page-state';

/**
 * The query value with which a link hands a visitor straight to a single sign-on provider
 * (`/?identity_provider=bnft`): how an enrollment platform sends its members into the app (decision, spec
 * silent — the name is the hosted authorize redirect's own parameter, access §7).
 */
export const SSO_HANDOFF_QUERY_KEY = 'identity_provider';

/**
 * What `/` shows (access §2.1 row `/`):
 * - loading: the splash loading page (session still being read, biometric availability still loading, or a
 *   signed-in member whom the shell is about to send into the app)
 * - biometricsSplash: the two choices, face recognition or password
 * - carousel: the welcome carousel
 * - redirectToSignInState: replace the location with `state=sign-in`, keeping the other query values
 * - signUp: the email sign-up screen
 * - signIn: the sign-in screen
 * - ssoHandoff: straight on to the hosted sign-in of the provider named by `identity_provider`
 */
export const ROOT_SCREENS = ['loading', 'ssoHandoff', 'biometricsSplash', 'carousel', 'redirectToSignInState', 'signUp', 'signIn'] as const;
type RootScreen = (typeof ROOT_SCREENS)[number];

export interface RootScreenInput {
  status: AuthStatus;
  /** Inside the native app shell; "on the web" is `!isNative`. */
  isNative: boolean;
  biometrics: Pick<BiometricAvailability, 'state' | 'enabled'>;
  /** The carousel-seen flag (`STORAGE_KEYS.carouselSeen`, access §3) is stored. */
  hasSeenCarousel: boolean;
  /** The query string, with or without `?`. */
  search: string;
}

/** The known provider a handoff link names (case-insensitive), or null. */
export function readSsoHandoffProvider(search: string): SsoProvider | null {
  return toSsoProvider(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get(SSO_HANDOFF_QUERY_KEY));
}

/**
 * On the web, `/` with no `state` in the query shows the welcome carousel until it has been seen (access
 * §2.1, §2.5) — for a signed-out visitor whom no handoff link sends elsewhere (`decideRootScreen` checks
 * those first). The shell reads it alone to load the carousel's content client early.
 */
export function welcomeCarouselDue(input: Pick<RootScreenInput, 'isNative' | 'search' | 'hasSeenCarousel'>): boolean {
  return !input.isNative && readPageState(input.search) === null && !input.hasSeenCarousel;
}

/**
 * The `/` decision, in the order of the spec's sentence. Decisions where it is silent:
 * - `sso` status counts as loading (the single sign-on return is still exchanging its code);
 * - biometric availability LOADING shows the splash loading page only where the biometrics splash could
 *   follow (native, state signed-out or unset); elsewhere it is not waited for;
 * - any other state value (including unknown ones) is the sign-in screen, on the web and in the native app;
 * - a handoff link naming a known provider (`identity_provider`) goes on to that provider's hosted sign-in
 *   before anything else a signed-out visitor would see; an unknown name is ignored.
 */
export function decideRootScreen(input: RootScreenInput): RootScreen {
  if (input.status !== 'unauthenticated') return 'loading';
  if (readSsoHandoffProvider(input.search)) return 'ssoHandoff';

  const state = readPageState(input.search);
  const biometricsMayApply = state === null || state === 'signed-out';
  if (input.isNative && biometricsMayApply) {
    if (input.biometrics.state === 'LOADING') return 'loading';
    if (input.biometrics.state === 'AVAILABLE' && input.biometrics.enabled) return 'biometricsSplash';
  }

  if (welcomeCarouselDue(input)) return 'carousel';
  if (!input.isNative && state === null) return 'redirectToSignInState';
  return state === 'sign-up' ? 'signUp' : 'signIn';
}
