import { apiPaths } from '../member-api/api-paths';
import type { HttpClient } from '../http/http-client';
import { deviceLookupError, deviceSchema, type Device, type DevicePatchBody, type DevicePutBody } from './device-api';

export interface PushRegistration {
  deviceId: string;
  permissionGranted: boolean;
  fcmToken: string | null;
}

type DeviceRegistrationOutcome =
  | { kind: 'registered'; device: Device; created: boolean; tokenStored: boolean }
  | { kind: 'failed'; error: 'unknown' };

/**
 * Member-features §4 "Push notifications" with §7/§8 device calls:
 * 1. GET the device; 404 is notFound → PUT it with acknowledgedPushNotificationPrompt false; any other
 *    failure is unknown (stop).
 * 2. When permission was granted and there is a token that differs from the stored one, PATCH fcmToken.
 *    Without permission the token is never sent.
 */
export async function registerDevice(http: HttpClient, accountId: string, registration: PushRegistration): Promise<DeviceRegistrationOutcome> {
  const path = apiPaths.device(accountId, registration.deviceId);
  let device: Device;
  let created = false;
  try {
    device = readDevice(await http.get<unknown>(path), registration.deviceId);
  } catch (error) {
    if (deviceLookupError(error) !== 'notFound') return { kind: 'failed', error: 'unknown' };
    try {
      const body: DevicePutBody = { acknowledgedPushNotificationPrompt: false };
      device = readDevice(await http.put<unknown>(path, { body }), registration.deviceId, body);
      created = true;
    } catch {
      return { kind: 'failed', error: 'unknown' };
    }
  }

  const token = registration.fcmToken;
  if (!registration.permissionGranted || !token || device.fcmToken === token) return { kind: 'registered', device, created, tokenStored: false };
  try {
    const body: DevicePatchBody = { fcmToken: token };
    device = readDevice(await http.patch<unknown>(path, { body }), registration.deviceId, { ...device, fcmToken: token });
    return { kind: 'registered', device, created, tokenStored: true };
  } catch {
    return { kind: 'failed', error: 'unknown' };
  }
}

/** The answer when it is a device; else what we sent (the spec does not show PUT/PATCH answers). */
function readDevice(answer: unknown, deviceId: string, sent?: Partial<Device>): Device {
  const parsed = deviceSchema.safeParse(answer);
  if (parsed.success) return parsed.data;
  if (!sent) throw new Error('unexpected device answer');
  return { deviceId, acknowledgedPushNotificationPrompt: sent.acknowledgedPushNotificationPrompt ?? false, fcmToken: sent.fcmToken ?? null };
}
