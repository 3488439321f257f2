import { z } from 'zod/mini';
import { BIOMETRIC_ENABLE_RESULTS } from '../mount/native-port';
import { NATIVE_BRIDGE_PROTOCOL_VERSION } from './bridge-transport';
import { DEVICE_ID_PATTERN } from './device-api';
import { APP_ENVIRONMENTS } from '../environment/environment-override';

/**
 * The bridge messages in both directions (transport: bridge-transport.ts). Every schema is strict: a
 * message with a missing, mistyped or extra field is not the documented shape and is ignored.
 */

/** Member-features §9 "Native push presentation: badge, sound, alert" (foreground notifications). */
export const PUSH_PRESENTATION_OPTIONS = ['badge', 'sound', 'alert'] as const;

/**
 * Over-the-air updates (access §1): what is a restart away. `native`: the native shell downloaded a new
 * version of itself (its native code or its bundled assets); `web`: the web build it was told about
 * (`webBuildDeployed`) is ready, the restart reloads the web view on it.
 */
const UPDATE_KINDS = ['native', 'web'] as const;

/** Access §4: only the face-ID type is supported; the native shell reports what the device has. */
const BIOMETRY_TYPES = ['FACE_ID', 'TOUCH_ID', 'NONE'] as const;

const MAX_URL_LENGTH = 2048;

/**
 * `shareFile`: what a shared file may be. A PDF of a family's ID cards is a few KiB of text
 * (docs/decisions/067); 1 MiB leaves room without letting the bridge carry anything large (the file
 * travels base64-encoded in one JSON string, about 4/3 of its size).
 */
export const SHARED_FILE_MAX_BYTES = 1_048_576;
export const SHARED_FILE_MIME_TYPES = ['application/pdf'] as const;
/** A file name with no path and no personal data in practice (e.g. `id-cards.pdf`): letters, digits, `.`, `_`, `-`. */
export const SHARED_FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const requestId = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/));
const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));

// ---- web → native -------------------------------------------------------------------------------

export const nativeOutgoingMessageSchema = z.discriminatedUnion('type', [
  /** Sent once when the bridge starts. */
  z.strictObject({ type: z.literal('hello'), protocolVersion: z.literal(NATIVE_BRIDGE_PROTOCOL_VERSION) }),
  /**
   * Report the device id, whether notifications are permitted and, if so, the token; answered by
   * `pushRegistration`. Never asks the operating system: the in-app push prompt does that first.
   */
  z.strictObject({ type: z.literal('registerForPush'), presentation: z.array(z.enum(PUSH_PRESENTATION_OPTIONS)) }),
  /** The member accepted the in-app push prompt: ask the operating system's permission; answered by `pushRegistration`. */
  z.strictObject({ type: z.literal('requestPushPermission'), presentation: z.array(z.enum(PUSH_PRESENTATION_OPTIONS)) }),
  /** The app icon badge. */
  z.strictObject({ type: z.literal('setBadgeCount'), count: z.number().check(z.int(), z.gte(0)) }),
  z.strictObject({ type: z.literal('openInAppBrowser'), url: text(MAX_URL_LENGTH) }),
  /** Access §2.1: a /sso path closes the in-app browser. */
  z.strictObject({ type: z.literal('closeInAppBrowser') }),
  /** Answered by `biometricAvailability` or `nativeError`. */
  z.strictObject({ type: z.literal('getBiometricAvailability'), requestId }),
  /** Face check, then the stored credentials; answered by `biometricCredentials` or `nativeError`. */
  z.strictObject({ type: z.literal('requestBiometricCredentials'), requestId }),
  /** Store the credentials behind a face check; answered by `biometricResult` or `nativeError`. */
  z.strictObject({ type: z.literal('enableBiometrics'), requestId, username: text(254), password: text(256) }),
  /** Delete the stored credentials; answered by `biometricResult` or `nativeError`. */
  z.strictObject({ type: z.literal('disableBiometrics'), requestId }),
  /** The member answered the enable-biometrics prompt: do not ask again on this device. */
  z.strictObject({ type: z.literal('acknowledgeBiometricPrompt') }),
  /**
   * Access §5 environment override: load the app from this environment (the native shell persists the
   * choice and reloads the web view there when it is not the current one); answered by `environmentLoaded`.
   */
  z.strictObject({ type: z.literal('loadEnvironment'), requestId, environment: z.enum(APP_ENVIRONMENTS) }),
  /**
   * A newer web build is deployed than the one this web view runs (its `index.html` or `remotes.json`
   * changed). The native shell prepares it and answers `updateReady { kind: 'web' }` when a restart applies it.
   */
  z.strictObject({ type: z.literal('webBuildDeployed') }),
  /** The member pressed Restart on the update notice: apply the ready update now (relaunch or reload the web view). */
  z.strictObject({ type: z.literal('restartForUpdate') }),
  /**
   * Offer a file to the operating system's share sheet (a web view has no Web Share API with files);
   * answered by `fileShared` once the sheet closes (shared or dismissed alike) or `nativeError`.
   */
  z.strictObject({
    type: z.literal('shareFile'),
    requestId,
    name: z.string().check(z.regex(SHARED_FILE_NAME_PATTERN)),
    mimeType: z.enum(SHARED_FILE_MIME_TYPES),
    base64: z.string().check(z.minLength(4), z.maxLength(Math.ceil(SHARED_FILE_MAX_BYTES / 3) * 4), z.regex(BASE64)),
  }),
]);
export type NativeOutgoingMessage = z.infer<typeof nativeOutgoingMessageSchema>;

// ---- native → web -------------------------------------------------------------------------------

const deepLinkMessageSchema = z.strictObject({ type: z.literal('deepLink'), url: text(MAX_URL_LENGTH) });

/** A tapped notification's data (member-features §4): its redirect url and/or its message thread. */
const notificationTapMessageSchema = z.strictObject({
  type: z.literal('notificationTap'),
  redirectUrl: z.optional(z.nullable(z.string().check(z.maxLength(MAX_URL_LENGTH)))),
  threadId: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});

/** Answer to `registerForPush` (also sent by the native shell when the token changes). */
const pushRegistrationMessageSchema = z.strictObject({
  type: z.literal('pushRegistration'),
  deviceId: z.string().check(z.regex(DEVICE_ID_PATTERN)),
  permissionGranted: z.boolean(),
  fcmToken: z.nullable(text(4096)),
});

const biometricAvailabilityMessageSchema = z.strictObject({
  type: z.literal('biometricAvailability'),
  requestId,
  /** The device has usable biometrics (enrolled, allowed). */
  supported: z.boolean(),
  biometryType: z.enum(BIOMETRY_TYPES),
  /** Biometric sign-in is on: credentials are stored. */
  enabled: z.boolean(),
  /** The enable-biometrics prompt was answered on this device. */
  promptAcknowledged: z.boolean(),
  /** The email the stored credentials belong to (access §4 "status per email"). */
  enabledEmail: z.nullable(text(254)),
});

const biometricCredentialsMessageSchema = z.union([
  z.strictObject({ type: z.literal('biometricCredentials'), requestId, result: z.literal('SUCCESS'), username: text(254), password: text(256) }),
  z.strictObject({ type: z.literal('biometricCredentials'), requestId, result: z.enum(['FAILED_BIOMETRIC', 'ERROR']) }),
]);

const biometricResultMessageSchema = z.strictObject({
  type: z.literal('biometricResult'),
  requestId,
  result: z.enum(BIOMETRIC_ENABLE_RESULTS),
});

/** Answer to `loadEnvironment`: `switching` (the web view is about to reload elsewhere) or already `current`. */
const environmentLoadedMessageSchema = z.strictObject({ type: z.literal('environmentLoaded'), requestId, outcome: z.enum(['current', 'switching']) });
/** An over-the-air update is ready and applies at the next restart (shown as a notice, never blocking). */
const updateReadyMessageSchema = z.strictObject({
  type: z.literal('updateReady'),
  kind: z.enum(UPDATE_KINDS),
  /** The version the restart brings, for the logs (the member sees no version number). */
  version: text(64),
});

/** Answer to `shareFile`: the share sheet was shown and closed (whether the member shared is theirs to know). */
const fileSharedMessageSchema = z.strictObject({ type: z.literal('fileShared'), requestId });

/** The native shell could not answer a request. */
const nativeErrorMessageSchema = z.strictObject({ type: z.literal('nativeError'), requestId });

export const nativeIncomingMessageSchema = z.union([
  deepLinkMessageSchema,
  notificationTapMessageSchema,
  pushRegistrationMessageSchema,
  biometricAvailabilityMessageSchema,
  biometricCredentialsMessageSchema,
  biometricResultMessageSchema,
  environmentLoadedMessageSchema,
  updateReadyMessageSchema,
  fileSharedMessageSchema,
  nativeErrorMessageSchema,
]);
export type NativeIncomingMessage = z.infer<typeof nativeIncomingMessageSchema>;
export type BiometricAvailabilityMessage = z.infer<typeof biometricAvailabilityMessageSchema>;
