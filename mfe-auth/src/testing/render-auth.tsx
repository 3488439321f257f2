import userEvent from '@testing-library/user-event';
import type { Analytics, IdentityPort, Logger, SessionActions, SessionSnapshot, SignInResult } from '@member/shared-contracts';
import { renderRemote } from '@member/remote-runtime/testing';
import { App } from '../app';
import enUS from '../../translations/en-US.json';
import esUS from '../../translations/es-US.json';

export const translations = { 'en-US': enUS, 'es-US': esUS };

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
  };
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
  const analytics = { page: jest.fn(), track: jest.fn(), trackError: jest.fn() } satisfies Analytics;
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() } satisfies Logger;
  return { identity, session, analytics, logger };
}

/** Renders the auth remote as the shell would, with fake identity, session, analytics and logger. */
export async function renderAuth(path = '/') {
  const fakes = createFakes();
  const user = userEvent.setup();
  const view = await renderRemote(App, {
    remoteName: 'mfe_auth',
    translations,
    path,
    overrides: { identity: fakes.identity, session: fakes.session, analytics: fakes.analytics, logger: fakes.logger },
  });
  return { ...view, ...fakes, user };
}

/** Everything the remote logged or tracked, as one string (to prove no personal data left it). */
export function reportedText(fakes: ReturnType<typeof createFakes>): string {
  const calls = [fakes.analytics.track, fakes.analytics.page, fakes.analytics.trackError, fakes.logger.debug, fakes.logger.info, fakes.logger.warn, fakes.logger.error];
  return JSON.stringify(calls.map((fn) => fn.mock.calls));
}
