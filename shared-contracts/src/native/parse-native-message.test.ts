import { SHARED_FILE_MAX_BYTES, nativeOutgoingMessageSchema } from './native-messages';
import { MAX_NATIVE_MESSAGE_LENGTH, parseNativeMessage } from './parse-native-message';

const json = (value: unknown) => JSON.stringify(value);

describe('parseNativeMessage (only the documented shape is accepted)', () => {
  it.each([
    [{ type: 'deepLink', url: 'member://claims?x=1' }],
    [{ type: 'notificationTap', redirectUrl: '/claims', threadId: null }],
    [{ type: 'notificationTap', threadId: 't-1' }],
    [{ type: 'notificationTap' }],
    [{ type: 'pushRegistration', deviceId: 'ios-ABC.123', permissionGranted: true, fcmToken: 'tok' }],
    [{ type: 'pushRegistration', deviceId: 'ios-ABC', permissionGranted: false, fcmToken: null }],
    [{ type: 'biometricAvailability', requestId: 'r1', supported: true, biometryType: 'FACE_ID', enabled: false, promptAcknowledged: false, enabledEmail: null }],
    [{ type: 'biometricCredentials', requestId: 'r2', result: 'SUCCESS', username: 'a@example.com', password: 'pw' }],
    [{ type: 'biometricCredentials', requestId: 'r2', result: 'FAILED_BIOMETRIC' }],
    [{ type: 'biometricResult', requestId: 'r3', result: 'FAILED_TO_STORE_CREDENTIALS' }],
    [{ type: 'nativeError', requestId: 'r4' }],
    [{ type: 'updateReady', kind: 'native', version: '5.2.0 (412)' }],
    [{ type: 'updateReady', kind: 'web', version: 'web-2026-11-26' }],
  ])('accepts %j', (message) => {
    expect(parseNativeMessage(json(message))).toEqual({ ok: true, message });
  });

  it.each([
    ['an extra field', { type: 'deepLink', url: 'member://home', extra: 1 }],
    ['a missing field', { type: 'pushRegistration', deviceId: 'd', permissionGranted: true }],
    ['a mistyped field', { type: 'pushRegistration', deviceId: 'd', permissionGranted: 'yes', fcmToken: null }],
    ['an unknown type', { type: 'reboot' }],
    ['no type', { url: 'member://home' }],
    ['an empty url', { type: 'deepLink', url: '' }],
    ['a device id with a slash', { type: 'pushRegistration', deviceId: 'a/b', permissionGranted: false, fcmToken: null }],
    ['credentials without a password', { type: 'biometricCredentials', requestId: 'r', result: 'SUCCESS', username: 'a' }],
    ['credentials on a failure', { type: 'biometricCredentials', requestId: 'r', result: 'ERROR', username: 'a', password: 'p' }],
    ['an unknown enable result', { type: 'biometricResult', requestId: 'r', result: 'MAYBE' }],
    ['a bad request id', { type: 'nativeError', requestId: 'has space' }],
    ['an update of an unknown kind', { type: 'updateReady', kind: 'firmware', version: '1' }],
    ['an update without a version', { type: 'updateReady', kind: 'native' }],
    ['an update with an empty version', { type: 'updateReady', kind: 'web', version: '' }],
  ])('refuses %s', (_what, message) => {
    expect(parseNativeMessage(json(message)).ok).toBe(false);
  });

  it('keeps the request id of a malformed answer so the pending request can fail', () => {
    expect(parseNativeMessage(json({ type: 'biometricAvailability', requestId: 'r9', supported: 'yes' }))).toEqual({ ok: false, requestId: 'r9' });
  });

  it.each([
    ['an object instead of a JSON string', { type: 'deepLink', url: 'member://home' }],
    ['bad JSON', '{"type":'],
    ['a JSON array', '[]'],
    ['null', 'null'],
    ['an empty string', ''],
    ['an oversized string', `"${'x'.repeat(MAX_NATIVE_MESSAGE_LENGTH)}"`],
  ])('refuses %s', (_what, detail) => {
    expect(parseNativeMessage(detail)).toEqual({ ok: false, requestId: null });
  });
});

describe('nativeOutgoingMessageSchema', () => {
  it('describes what the web app sends', () => {
    expect(nativeOutgoingMessageSchema.safeParse({ type: 'setBadgeCount', count: 3 }).success).toBe(true);
    expect(nativeOutgoingMessageSchema.safeParse({ type: 'registerForPush', presentation: ['badge', 'sound', 'alert'] }).success).toBe(true);
    expect(nativeOutgoingMessageSchema.safeParse({ type: 'closeInAppBrowser' }).success).toBe(true);
    expect(nativeOutgoingMessageSchema.safeParse({ type: 'setBadgeCount', count: -1 }).success).toBe(false);
    expect(nativeOutgoingMessageSchema.safeParse({ type: 'closeInAppBrowser', url: 'x' }).success).toBe(false);
  });

  it('describes the push permission question and the over-the-air update messages', () => {
    expect(nativeOutgoingMessageSchema.safeParse({ type: 'requestPushPermission', presentation: ['badge', 'sound', 'alert'] }).success).toBe(true);
    expect(nativeOutgoingMessageSchema.safeParse({ type: 'webBuildDeployed' }).success).toBe(true);
    expect(nativeOutgoingMessageSchema.safeParse({ type: 'restartForUpdate' }).success).toBe(true);
    expect(nativeOutgoingMessageSchema.safeParse({ type: 'requestPushPermission' }).success).toBe(false);
    expect(nativeOutgoingMessageSchema.safeParse({ type: 'restartForUpdate', now: true }).success).toBe(false);
  });

  it('describes sharing a file: a PDF with a plain name, base64 within the size limit', () => {
    const share = { type: 'shareFile', requestId: 'r1', name: 'id-cards.pdf', mimeType: 'application/pdf', base64: 'JVBERi0xLjM=' };
    expect(nativeOutgoingMessageSchema.safeParse(share).success).toBe(true);
    expect(nativeOutgoingMessageSchema.safeParse({ ...share, name: '../id-cards.pdf' }).success).toBe(false);
    expect(nativeOutgoingMessageSchema.safeParse({ ...share, mimeType: 'text/html' }).success).toBe(false);
    expect(nativeOutgoingMessageSchema.safeParse({ ...share, base64: 'not base64!' }).success).toBe(false);
    const overLimit = 'A'.repeat(Math.ceil(SHARED_FILE_MAX_BYTES / 3) * 4 + 4);
    expect(nativeOutgoingMessageSchema.safeParse({ ...share, base64: overLimit }).success).toBe(false);
  });
});

describe('fileShared', () => {
  it('answers a share request and nothing more', () => {
    expect(parseNativeMessage(JSON.stringify({ type: 'fileShared', requestId: 'r1' }))).toEqual({ ok: true, message: { type: 'fileShared', requestId: 'r1' } });
    expect(parseNativeMessage(JSON.stringify({ type: 'fileShared', requestId: 'r1', target: 'mail' }))).toEqual({ ok: false, requestId: 'r1' });
  });
});
