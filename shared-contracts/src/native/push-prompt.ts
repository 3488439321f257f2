import { apiPaths } from '../member-api/api-paths';
import type { HttpClient } from '../http/http-client';
import type { Device, DevicePatchBody } from './device-api';
import type { PushRegistration } from './device-registration';

/**
 * The in-app push prompt (member-features §3 Device.acknowledgedPushNotificationPrompt, §4 "A device
 * missing on the server is created with the prompt not acknowledged"): asked once per device record,
 * before the operating system's own question, and only while notifications are not permitted yet.
 */
export function shouldOfferPushPrompt(device: Device, registration: PushRegistration): boolean {
  return !device.acknowledgedPushNotificationPrompt && !registration.permissionGranted;
}

/** The member answered the in-app push prompt (either way): the device record remembers it (§7 PATCH). */
export async function acknowledgePushPrompt(http: HttpClient, accountId: string, deviceId: string): Promise<void> {
  const body: DevicePatchBody = { acknowledgedPushNotificationPrompt: true };
  await http.patch<unknown>(apiPaths.device(accountId, deviceId), { body });
}
