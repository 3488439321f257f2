import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  confirmUserAttribute,
  deleteUser,
  fetchAuthSession,
  fetchMFAPreference,
  resetPassword,
  sendUserAttributeVerificationCode,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  updateUserAttribute,
} from 'aws-amplify/auth';
import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { federatedIdentityOf } from '@member/shared-contracts/sign-in';
import { type IdentityPort, type SignInResult, type SignInStepName } from '@member/shared-contracts/mount';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { ServicesConfig } from '../config/runtime-config';
import { createAmplifyTokenRefresher } from './amplify-token-refresher';

/** The one Amplify configuration of the app. Production points the same code at Cognito. */
export function configureIdentity(identity: ServicesConfig['identity']): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.userPoolClientId,
        // Amplify makes its endpoint with `new URL(…)`: a path on the shell's origin (`/api/identity`) made absolute.
        ...(identity.userPoolEndpoint ? { userPoolEndpoint: new URL(identity.userPoolEndpoint, window.location.href).href } : {}),
      },
    },
  });
  // Every session refreshes through the shell's plain requests (single sign-on at its pool's token
  // endpoint, access §7; a password session with REFRESH_TOKEN_AUTH), before and after Amplify loads.
  cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(
    createAmplifyTokenRefresher({ identity, storage: window.localStorage, fetch: (...args) => fetch(...args) }),
  );
}

const KNOWN_STEPS: readonly SignInStepName[] = [
  'DONE',
  'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
  'CONFIRM_SIGN_UP',
  'RESET_PASSWORD',
];

function toSignInResult(output: Awaited<ReturnType<typeof signIn>>): SignInResult {
  const stepName = output.nextStep.signInStep as SignInStepName;
  const step = KNOWN_STEPS.includes(stepName) ? stepName : 'OTHER';
  const destination =
    'codeDeliveryDetails' in output.nextStep ? output.nextStep.codeDeliveryDetails?.destination : undefined;
  return { isSignedIn: output.isSignedIn, step, ...(destination ? { codeDestination: destination } : {}) };
}

/** The identity port remotes receive in the mount contract, backed by Amplify's default flows (SRP). */
export const amplifyIdentity: IdentityPort = {
  async signIn({ username, password }) {
    return toSignInResult(await signIn({ username, password }));
  },
  async confirmSignIn({ challengeResponse }) {
    return toSignInResult(await confirmSignIn({ challengeResponse }));
  },
  async resetPassword({ username }) {
    const output = await resetPassword({ username });
    const destination = output.nextStep.codeDeliveryDetails?.destination;
    return destination ? { codeDestination: destination } : {};
  },
  async confirmResetPassword(input) {
    await confirmResetPassword(input);
  },
  async updatePassword(input) {
    await updatePassword(input);
  },
  async updatePhoneNumber({ phoneNumber }) {
    await updateUserAttribute({ userAttribute: { attributeKey: 'phone_number', value: phoneNumber } });
  },
  async sendPhoneVerificationCode() {
    const output = await sendUserAttributeVerificationCode({ userAttributeKey: 'phone_number' });
    return output.destination ? { codeDestination: output.destination } : {};
  },
  async confirmPhoneVerificationCode({ code }) {
    await confirmUserAttribute({ userAttributeKey: 'phone_number', confirmationCode: code });
  },
  async setSmsMfa({ enabled }) {
    await updateMFAPreference({ sms: enabled ? 'ENABLED' : 'DISABLED' });
  },
  async deleteUser() {
    await deleteUser();
  },
  async signUp({ username, password, attributes, clientMetadata }) {
    // autoSignIn off: the auth remote signs in itself once the pre-sign-up trigger has confirmed the user.
    const output = await signUp({ username, password, options: { userAttributes: attributes, clientMetadata } });
    return { userConfirmed: output.isSignUpComplete };
  },
};

export interface IdentitySession {
  idTokenPayload: Record<string, unknown>;
  /** Whether SMS MFA is on; null when it was not asked for (the identity service's `GetUser`). */
  mfaEnabled: boolean | null;
  /** The identity provider's opaque user id when the session came through single sign-on, else null. */
  federatedUserId: string | null;
}

export interface ReadSessionOptions {
  /** Ask the identity service for new tokens even if the stored ones are still valid (access §4, §7). */
  forceRefresh?: boolean;
  /**
   * Also ask for the MFA preference (a `GetUser` round trip). Default true; the start-up read passes
   * false: nothing on the first page needs it, so it is read when a page does.
   */
  withMfa?: boolean;
}

/** The current session, or null when there is no token or the session cannot be read (access §4). */
export async function readIdentitySession({ forceRefresh = false, withMfa = true }: ReadSessionOptions = {}): Promise<IdentitySession | null> {
  try {
    const session = await fetchAuthSession({ forceRefresh });
    const payload = session.tokens?.idToken?.payload;
    if (!payload) return null;
    const idTokenPayload = payload as Record<string, unknown>;
    return { idTokenPayload, mfaEnabled: withMfa ? await readMfaEnabled() : null, federatedUserId: federatedIdentityOf(idTokenPayload)?.userId ?? null };
  } catch {
    return null;
  }
}

/** The member's SMS MFA preference (`GetUser`); false when it cannot be read, as before. */
export async function readMfaEnabled(): Promise<boolean> {
  const mfa = await fetchMFAPreference().catch(() => null);
  return Boolean(mfa?.enabled?.includes('SMS'));
}

/**
 * Access §4: when the account's plan id differs from the token's, the plan attribute on the identity is
 * updated (the identity service lets a member write `custom:plan_id`; the account, client and client
 * organisation ids stay admin-only).
 */
export async function updatePlanAttribute(planId: number): Promise<void> {
  await updateUserAttribute({ userAttribute: { attributeKey: CLAIM_KEYS.planId, value: String(planId) } });
}

export async function signOutOfIdentity(): Promise<void> {
  await signOut({ global: true }).catch(() => signOut());
}
