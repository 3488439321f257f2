/**
 * The native app bridge (member-features §4, access §4): the messages exchanged with the native shell, deep
 * links, notification targets, biometric availability and device registration for push.
 */
export {
  BIOMETRICS_NOT_APPLICABLE, BIOMETRICS_LOADING, BIOMETRICS_ERROR, toBiometricAvailability,
  biometricStatusForEmail,
} from './biometric-availability';
export {
  NATIVE_MESSAGE_EVENT, NATIVE_BRIDGE_PROTOCOL_VERSION, type NativeHost, findNativeHost,
} from './bridge-transport';
export { type AppOfferChoice, type NativeAppStoreLinks, appOfferStoreUrl } from './app-offer';
export { mapDeepLinkToPath } from './deep-link';
export { type Device, DEVICE_ID_PATTERN, devicePutSchema, devicePatchSchema, type DevicePatchBody } from './device-api';
export { type PushRegistration, registerDevice } from './device-registration';
export {
  PUSH_PRESENTATION_OPTIONS, SHARED_FILE_MAX_BYTES, SHARED_FILE_MIME_TYPES, SHARED_FILE_NAME_PATTERN, type NativeOutgoingMessage,
  type NativeIncomingMessage,
} from './native-messages';
export { acknowledgePushPrompt, shouldOfferPushPrompt } from './push-prompt';
export { notificationTargetPath } from './notification-target';
export { parseNativeMessage } from './parse-native-message';
