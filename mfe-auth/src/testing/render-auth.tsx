import userEvent from '@testing-library/user-event';
import type { Analytics, BiometricCredentialsOutcome, CodeDelivery, ContentEntry, ContentPort, IdentityPort, NativePort, PendingFederatedSignIn, RemoteMountProps, SessionActions, SignInResult, SignUpResult } from '@member/shared-contracts/mount';
import type { Logger } from '@member/shared-contracts/logging';
import type { SessionSnapshot } from '@member/shared-contracts/identity';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from '../app';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';
import enScreens from '../locales/en-US.screens.json';
import esScreens from '../locales/es-US.screens.json';

type Strings = { [key: string]: string | Strings };

/** Deep, like `addResourceBundle(…, deep = true)`: both files may hold keys under the same top-level key. */
function mergeStrings(core: Strings, screens: Strings): Strings {
  const merged: Strings = { ...core };
  for (const [key, value] of Object.entries(screens)) {
    const existing = merged[key];
    merged[key] = typeof existing === 'object' && typeof value === 'object' ? mergeStrings(existing, value) : value;
  }
  return merged;
}

/** Every string of the remote: in the app the screen strings past sign-in load with their screens. */
export const translations = { 'en-US': mergeStrings(enUS, enScreens), 'es-US': mergeStrings(esUS, esScreens) };

export const SIGNED_IN: SignInResult = { isSignedIn: true, step: 'DONE' };
export const SMS_CODE: SignInResult = { isSignedIn: false, step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDestination: '+*******0107' };
export const NEW_PASSWORD: SignInResult = { isSignedIn: false, step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' };

/** An error shaped like Amplify's (name + message). */
export function identityError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

export function createFakes() {
  const identity = {
    signIn: jest.fn<Promise<SignInResult>, Parameters<IdentityPort['signIn']>>(),
    confirmSignIn: jest.fn<Promise<SignInResult>, Parameters<IdentityPort['confirmSignIn']>>(),
    resetPassword: jest.fn<Promise<CodeDelivery>, Parameters<IdentityPort['resetPassword']>>(),
    confirmResetPassword: jest.fn<Promise<void>, Parameters<IdentityPort['confirmResetPassword']>>(),
    updatePassword: jest.fn<Promise<void>, Parameters<IdentityPort['updatePassword']>>(),
    updatePhoneNumber: jest.fn<Promise<void>, Parameters<IdentityPort['updatePhoneNumber']>>(),
    sendPhoneVerificationCode: jest.fn<Promise<CodeDelivery>, []>(),
    confirmPhoneVerificationCode: jest.fn<Promise<void>, Parameters<IdentityPort['confirmPhoneVerificationCode']>>(),
    setSmsMfa: jest.fn<Promise<void>, Parameters<IdentityPort['setSmsMfa']>>(),
    deleteUser: jest.fn<Promise<void>, []>(),
    signInWithProvider: jest.fn<Promise<void>, [{ provider: string }]>().mockResolvedValue(undefined),
    pendingFederatedSignIn: jest.fn<PendingFederatedSignIn | null, []>().mockReturnValue(null),
    clearPendingFederatedSignIn: jest.fn<void, []>(),
    signedInAccountId: jest.fn<Promise<string | null>, []>().mockResolvedValue(null),
    signUp: jest.fn<Promise<SignUpResult>, Parameters<IdentityPort['signUp']>>(),
  } satisfies IdentityPort;
  const session: SessionSnapshot & SessionActions & { refreshSession: jest.Mock } = {
    status: 'unauthenticated',
    accountId: null,
    clientId: null,
    mfaEnabled: false,
    accountRefreshCounter: 0,
    claims: null,
    refreshSession: jest.fn().mockResolvedValue(undefined),
    signOut: jest.fn().mockResolvedValue(undefined),
    refreshAccount: jest.fn(),
    updateAccount: jest.fn().mockResolvedValue(undefined),
  };
  const analytics = {
    page: jest.fn(),
    track: jest.fn(),
    click: jest.fn(),
    view: jest.fn(),
    inputChange: jest.fn(),
    operation: jest.fn(),
    trackError: jest.fn(),
  } satisfies Analytics;
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() } satisfies Logger;
  const content = {
    getEntries: jest.fn<Promise<ContentEntry[]>, Parameters<ContentPort['getEntries']>>().mockResolvedValue([WELCOME_FLOW]),
    getEntry: jest.fn<Promise<ContentEntry>, Parameters<ContentPort['getEntry']>>().mockResolvedValue(WELCOME_FLOW),
  };
  const native: NativePort & { requestBiometricCredentials: jest.Mock<Promise<BiometricCredentialsOutcome>> } = {
    isNative: false,
    biometrics: { state: 'NOT_APPLICABLE', shouldPrompt: false, enabled: false },
    openInAppBrowser: jest.fn(),
    requestBiometricCredentials: jest.fn<Promise<BiometricCredentialsOutcome>, []>(),
    biometricStatusFor: jest.fn().mockReturnValue('DISABLED'),
    enableBiometrics: jest.fn(),
    disableBiometrics: jest.fn(),
    acknowledgeBiometricPrompt: jest.fn(),
    setBadgeCount: jest.fn(),
    closeInAppBrowser: jest.fn(),
    loadEnvironment: jest.fn().mockRejectedValue(new Error('only available in app distributions')),
  };
  return { identity, session, analytics, logger, content, native };
}

/** A resolved asset as the content client hands it over (640 × 480, as the sandbox seeds its illustrations). */
const asset = (name: string, alt: string) => ({
  sys: { id: name, type: 'Asset' },
  fields: { title: name, description: alt, file: { url: `//content.test/files/${name}.svg`, details: { size: 2048, image: { width: 640, height: 480 } } } },
});
const slide = (id: string, title: string, description: string, image: ReturnType<typeof asset>) => ({ sys: { id, type: 'Entry' }, fields: { title, description, image } });

/** The welcome carousel's userFlow entry, links resolved (like the sandbox seed, shortened). */
export const WELCOME_FLOW: ContentEntry = {
  id: 'userFlowWelcomeCarousel',
  contentType: 'userFlow',
  fields: {
    key: 'welcomeCarousel',
    variant: 'default',
    title: 'Welcome',
    steps: [
      slide('s1', 'Find care that fits you', 'Search for doctors.', asset('find-care', 'A magnifying glass over a medical cross')),
      slide('s2', 'Know what is covered', 'Your benefits in one place.', asset('coverage', 'A shield with a check mark')),
      slide('s3', 'Get money back faster', 'Set up direct deposit once.', asset('reimbursement', 'A bank card')),
      slide('s4', 'Help when you need it', 'Message our concierge team.', asset('concierge', 'Two speech bubbles')),
    ],
  },
};

export const SIGN_IN_PATH = '/?state=sign-in';

/**
 * Renders the auth remote as the shell would, with fake identity, session, analytics, logger, content and
 * native ports. `/?state=sign-in` by default: the sign-in screen (a bare `/` is the welcome carousel).
 * `configure` adjusts the fakes before the first render (e.g. the native port).
 */
export async function renderAuth(path = SIGN_IN_PATH, configure?: (fakes: ReturnType<typeof createFakes>) => Partial<RemoteMountProps> | void) {
  const fakes = createFakes();
  const extra = configure?.(fakes) ?? {};
  const user = userEvent.setup();
  const view = await renderRemote(App, {
    remoteName: 'mfe_auth',
    translations,
    path,
    overrides: { identity: fakes.identity, session: fakes.session, analytics: fakes.analytics, logger: fakes.logger, content: fakes.content as ContentPort, native: fakes.native, ...extra },
  });
  return { ...view, ...fakes, user };
}

/** Everything the remote logged or tracked, as one string (to prove no personal data left it). */
export function reportedText(fakes: ReturnType<typeof createFakes>): string {
  const calls = [fakes.analytics.track, fakes.analytics.page, fakes.analytics.trackError, fakes.logger.debug, fakes.logger.info, fakes.logger.warn, fakes.logger.error];
  return JSON.stringify(calls.map((fn) => fn.mock.calls));
}
