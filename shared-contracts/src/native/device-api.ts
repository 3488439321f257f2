import { z } from 'zod/mini';
import { isHttpError } from '../http/http-error';

/**
 * Member-features §3 "Device": identified by device id; fields acknowledgedPushNotificationPrompt and
 * fcmToken. §7: GET / PUT / PATCH `/communication/{accountId}/device/{deviceId}` (apiPaths.device).
 */
export interface Device {
  deviceId: string;
  acknowledgedPushNotificationPrompt: boolean;
  /** The push token; null until permission is granted and the token stored. */
  fcmToken: string | null;
}

export const DEVICE_ID_PATTERN = /^[A-Za-z0-9._:-]{1,200}$/;
/** An FCM registration token: one line of URL-safe characters (letters, digits, `-_:.`), at most 4096 (a NUL byte fails the server with a 500). */
const FCM_TOKEN_PATTERN = /^[A-Za-z0-9_:.-]{1,4096}$/;
const fcmToken = z.string().check(z.minLength(1), z.maxLength(4096), z.regex(FCM_TOKEN_PATTERN));

/** PUT body: creates (or replaces) the device record. */
export const devicePutSchema = z.strictObject({ acknowledgedPushNotificationPrompt: z.boolean() });
export type DevicePutBody = z.infer<typeof devicePutSchema>;

/** PATCH body: "fcmToken and others" — decision: the others are acknowledgedPushNotificationPrompt. */
export const devicePatchSchema = z.strictObject({
  fcmToken: z.optional(z.nullable(fcmToken)),
  acknowledgedPushNotificationPrompt: z.optional(z.boolean()),
}).check(z.refine((body) => body.fcmToken !== undefined || body.acknowledgedPushNotificationPrompt !== undefined, 'Nothing to change: send fcmToken or acknowledgedPushNotificationPrompt'));
export type DevicePatchBody = z.infer<typeof devicePatchSchema>;

/** An answer of GET / PUT / PATCH, checked before the app trusts it. */
export const deviceSchema = z.object({
  deviceId: z.string(),
  acknowledgedPushNotificationPrompt: z.boolean(),
  fcmToken: z.nullable(z.string()),
});

/** Member-features §8: "Device 404 — notFound; any other failure is unknown". */
type DeviceLookupError = 'notFound' | 'unknown';
export function deviceLookupError(error: unknown): DeviceLookupError {
  return isHttpError(error, 404) ? 'notFound' : 'unknown';
}
