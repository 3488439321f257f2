import { registerDevice, type Device, type PushRegistration } from '@member/shared-contracts/native';
import { type HttpClient } from '@member/shared-contracts/http';
import { type Logger } from '@member/shared-contracts/logging';
import { type SessionSnapshot } from '@member/shared-contracts/identity';

interface SessionSource {
  getState(): SessionSnapshot;
  subscribe(listener: (state: SessionSnapshot) => void): () => void;
}

export interface DeviceRegistrarOptions {
  http: HttpClient;
  logger: Logger;
  session: SessionSource;
  /** Asks the native shell to register for push (it answers with a push registration). */
  requestPushRegistration(): void;
  /** The member's device record after a registration was written (the in-app push prompt reads it). */
  onRegistered?(accountId: string, registration: PushRegistration, device: Device): void;
}

/**
 * Member-features §4 push registration, tied to the session: once a member is signed in the native shell
 * is asked to register; each registration it reports (also later token changes) is written to that
 * member's device record (registerDevice: GET → 404 → PUT not acknowledged → PATCH the token only with
 * permission). The same registration is not written twice for the same account.
 */
export function createDeviceRegistrar(options: DeviceRegistrarOptions) {
  let registration: PushRegistration | null = null;
  let askedFor: string | null = null;
  let written: string | null = null;

  const signedInAccount = (state: SessionSnapshot) => (state.status === 'authenticated' && state.accountId ? state.accountId : null);

  async function write(): Promise<void> {
    const accountId = signedInAccount(options.session.getState());
    if (!accountId || !registration) return;
    const key = JSON.stringify([accountId, registration.deviceId, registration.permissionGranted, registration.fcmToken]);
    if (written === key) return;
    written = key;
    const reported = registration;
    const outcome = await registerDevice(options.http, accountId, reported);
    if (outcome.kind === 'failed') {
      written = null;
      options.logger.warn('device registration failed', { error: outcome.error });
      return;
    }
    options.onRegistered?.(accountId, reported, outcome.device);
  }

  function onSession(state: SessionSnapshot): void {
    const accountId = signedInAccount(state);
    if (!accountId) {
      askedFor = null;
      written = null;
      return;
    }
    if (askedFor === accountId) return;
    askedFor = accountId;
    options.requestPushRegistration();
    void write();
  }

  const unsubscribe = options.session.subscribe(onSession);
  onSession(options.session.getState());

  return {
    /** A push registration reported by the native shell. */
    report(next: PushRegistration): Promise<void> {
      registration = next;
      return write();
    },
    stop: unsubscribe,
  };
}
