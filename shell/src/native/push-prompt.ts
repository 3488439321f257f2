import { acknowledgePushPrompt, shouldOfferPushPrompt, type Device, type PushRegistration } from '@member/shared-contracts/native';
import { type HttpClient } from '@member/shared-contracts/http';
import { type Logger } from '@member/shared-contracts/logging';

export interface PushPromptOptions {
  http: HttpClient;
  logger: Logger;
  /** Shows or hides the in-app prompt. */
  show(shown: boolean): void;
  /** Asks the native shell for the operating system's permission (it answers with a push registration). */
  requestPermission(): void;
}

/**
 * The in-app push prompt (member-features §3 Device.acknowledgedPushNotificationPrompt, §4 push): offered
 * after a registration is written when the device record has no answer yet and notifications are not
 * permitted. Either answer is recorded on the device record (PATCH); "allow" then lets the native shell
 * ask the operating system, whose answer comes back as a push registration (token stored if granted).
 * Asked once per device and session even when the record cannot be written (the next session asks again).
 */
export function createPushPrompt(options: PushPromptOptions) {
  let pending: { accountId: string; deviceId: string } | null = null;
  const answered = new Set<string>();

  return {
    consider(accountId: string, registration: PushRegistration, device: Device): void {
      const key = `${accountId}/${registration.deviceId}`;
      if (pending || answered.has(key) || !shouldOfferPushPrompt(device, registration)) return;
      pending = { accountId, deviceId: registration.deviceId };
      options.show(true);
    },
    answer(allow: boolean): void {
      if (!pending) return;
      const { accountId, deviceId } = pending;
      pending = null;
      answered.add(`${accountId}/${deviceId}`);
      options.show(false);
      if (allow) options.requestPermission();
      acknowledgePushPrompt(options.http, accountId, deviceId).catch(() => options.logger.warn('push prompt answer not recorded', {}));
    },
    /** Signed out: a prompt still open belongs to the member who left. */
    withdraw(): void {
      if (!pending) return;
      pending = null;
      options.show(false);
    },
  };
}
