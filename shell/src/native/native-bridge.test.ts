import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { NATIVE_MESSAGE_EVENT, SHARED_FILE_MAX_BYTES } from '@member/shared-contracts/native';
import { type SessionSnapshot } from '@member/shared-contracts/identity';
import { createStore } from 'zustand';
import { BIOMETRIC_AVAILABILITY_TIMEOUT_MS, createNativeBridge } from './native-bridge';

const signedOut: SessionSnapshot = { status: 'unauthenticated', accountId: null, clientId: null, mfaEnabled: false, accountRefreshCounter: 0, claims: null };
const signedIn: SessionSnapshot = { ...signedOut, status: 'authenticated', accountId: '200001', clientId: 101 };
const availability = { type: 'biometricAvailability', supported: true, biometryType: 'FACE_ID', enabled: false, promptAcknowledged: false, enabledEmail: null };

function setup({ session = signedOut, http = {} as Partial<Record<'get' | 'put' | 'patch', jest.Mock>> } = {}) {
  const sent: Array<Record<string, unknown>> = [];
  const host = { postMessage: jest.fn((json: string) => void sent.push(JSON.parse(json) as Record<string, unknown>)) };
  const events = new EventTarget();
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const sessionStore = createStore<SessionSnapshot>(() => session);
  const client = { get: http.get ?? jest.fn(), put: http.put ?? jest.fn(), patch: http.patch ?? jest.fn() } as unknown as HttpClient;
  let counter = 0;
  const bridge = createNativeBridge({ host, events, webOrigin: 'http://localhost:3000', http: client, logger, session: sessionStore, newRequestId: () => `r${++counter}` });
  const receive = (detail: unknown) => events.dispatchEvent(new CustomEvent(NATIVE_MESSAGE_EVENT, { detail: typeof detail === 'string' ? detail : JSON.stringify(detail) }));
  const receiveRaw = (detail: unknown) => events.dispatchEvent(new CustomEvent(NATIVE_MESSAGE_EVENT, { detail }));
  const navigations: string[] = [];
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { bridge, sent, receive, receiveRaw, logger, sessionStore, navigations, flush, connect: () => bridge.connectNavigation((path) => void navigations.push(path)) };
}

describe('native bridge: start and biometric availability (access §4)', () => {
  it('says hello and asks for biometric availability; LOADING until the answer', async () => {
    const { bridge, sent, receive, flush } = setup();
    expect(sent).toEqual([
      { type: 'hello', protocolVersion: 1 },
      { type: 'getBiometricAvailability', requestId: 'r1' },
    ]);
    expect(bridge.isNative).toBe(true);
    expect(bridge.getSnapshot().biometrics.state).toBe('LOADING');
    const listener = jest.fn();
    bridge.subscribe(listener);
    receive({ ...availability, requestId: 'r1' });
    await flush();
    expect(listener).toHaveBeenCalled();
    expect(bridge.getSnapshot().biometrics).toEqual({ state: 'AVAILABLE', enabled: false, shouldPrompt: true });
  });

  it('is ERROR on a malformed answer, on a native error, and when no answer comes in time', async () => {
    const malformed = setup();
    malformed.receive({ ...availability, requestId: 'r1', supported: 'yes' });
    await malformed.flush();
    expect(malformed.bridge.getSnapshot().biometrics.state).toBe('ERROR');

    const failed = setup();
    failed.receive({ type: 'nativeError', requestId: 'r1' });
    await failed.flush();
    expect(failed.bridge.getSnapshot().biometrics.state).toBe('ERROR');

    jest.useFakeTimers();
    try {
      const silent = setup();
      jest.advanceTimersByTime(BIOMETRIC_AVAILABILITY_TIMEOUT_MS);
      await Promise.resolve();
      await Promise.resolve();
      expect(silent.bridge.getSnapshot().biometrics.state).toBe('ERROR');
    } finally {
      jest.useRealTimers();
    }
  });

  it('is UNAVAILABLE for touch ID; status per email is ENABLED only for the stored email', async () => {
    const touch = setup();
    touch.receive({ ...availability, requestId: 'r1', biometryType: 'TOUCH_ID' });
    await touch.flush();
    expect(touch.bridge.getSnapshot().biometrics.state).toBe('UNAVAILABLE');

    const enabled = setup();
    enabled.receive({ ...availability, requestId: 'r1', enabled: true, enabledEmail: 'Maria@example.com' });
    await enabled.flush();
    expect(enabled.bridge.getSnapshot().biometrics).toEqual({ state: 'AVAILABLE', enabled: true, shouldPrompt: false });
    expect(enabled.bridge.biometricStatusFor('maria@example.com')).toBe('ENABLED');
    expect(enabled.bridge.biometricStatusFor('james@example.com')).toBe('DISABLED');
  });

  it('acknowledging the prompt tells the native shell and stops prompting', async () => {
    const { bridge, sent, receive, flush } = setup();
    receive({ ...availability, requestId: 'r1' });
    await flush();
    bridge.acknowledgeBiometricPrompt();
    expect(sent.at(-1)).toEqual({ type: 'acknowledgeBiometricPrompt' });
    expect(bridge.getSnapshot().biometrics.shouldPrompt).toBe(false);
  });
});

describe('native bridge: biometric sign-in and enabling', () => {
  it('hands back the stored credentials, or the failure', async () => {
    const { bridge, sent, receive } = setup();
    const success = bridge.requestBiometricCredentials();
    expect(sent.at(-1)).toEqual({ type: 'requestBiometricCredentials', requestId: 'r2' });
    receive({ type: 'biometricCredentials', requestId: 'r2', result: 'SUCCESS', username: 'maria@example.com', password: 'pw' });
    await expect(success).resolves.toEqual({ kind: 'credentials', username: 'maria@example.com', password: 'pw' });

    const failed = bridge.requestBiometricCredentials();
    receive({ type: 'biometricCredentials', requestId: 'r3', result: 'FAILED_BIOMETRIC' });
    await expect(failed).resolves.toEqual({ kind: 'failed', reason: 'FAILED_BIOMETRIC' });

    const broken = bridge.requestBiometricCredentials();
    receive({ type: 'biometricCredentials', requestId: 'r4', result: 'SUCCESS' });
    await expect(broken).resolves.toEqual({ kind: 'failed', reason: 'ERROR' });
  });

  it('answers the enable result, asks availability again; a bridge failure on enable proceeds as FAILED_TO_STORE_CREDENTIALS', async () => {
    const { bridge, sent, receive } = setup();
    const enabling = bridge.enableBiometrics({ username: 'maria@example.com', password: 'pw' });
    expect(sent.at(-1)).toEqual({ type: 'enableBiometrics', requestId: 'r2', username: 'maria@example.com', password: 'pw' });
    receive({ type: 'biometricResult', requestId: 'r2', result: 'SUCCESS' });
    await expect(enabling).resolves.toBe('SUCCESS');
    expect(sent.at(-1)).toEqual({ type: 'getBiometricAvailability', requestId: 'r3' });

    const failing = bridge.enableBiometrics({ username: 'maria@example.com', password: 'pw' });
    receive({ type: 'nativeError', requestId: 'r4' });
    await expect(failing).resolves.toBe('FAILED_TO_STORE_CREDENTIALS');

    const disabling = bridge.disableBiometrics();
    receive({ type: 'nativeError', requestId: 'r6' });
    await expect(disabling).resolves.toBe('FAILED_TO_DELETE_CREDENTIALS');
  });
});

describe('native bridge: deep links and notification taps (access §2.9, member-features §4)', () => {
  it('navigates in-app to a custom-scheme deep link; one sent before the router connects waits for it', () => {
    const { receive, navigations, connect } = setup();
    receive({ type: 'deepLink', url: 'member://claims?x=1' });
    expect(navigations).toEqual([]);
    connect();
    expect(navigations).toEqual(['/claims?x=1']);
    receive({ type: 'deepLink', url: 'http://localhost:3000/messages' });
    expect(navigations).toEqual(['/claims?x=1', '/messages']);
  });

  it('refuses links that are not ours', () => {
    const { receive, navigations, connect, logger } = setup();
    connect();
    receive({ type: 'deepLink', url: 'https://evil.example.com/claims' });
    receive({ type: 'deepLink', url: 'javascript:alert(1)' });
    expect(navigations).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith('native deep link refused', {});
  });

  it('a tapped notification goes to its redirect url, else its thread, else /home', () => {
    const { receive, navigations, connect } = setup();
    connect();
    receive({ type: 'notificationTap', redirectUrl: '/home?modal=setupDirectDepositPrompt&redirectUrl=/claims', threadId: 't-1' });
    receive({ type: 'notificationTap', threadId: 't-1' });
    receive({ type: 'notificationTap' });
    expect(navigations).toEqual(['/home?modal=setupDirectDepositPrompt&redirectUrl=/claims', '/messages/t-1', '/home']);
  });

  it('ignores messages of another shape, logging no content', () => {
    const { receive, receiveRaw, navigations, connect, logger } = setup();
    connect();
    receive({ type: 'deepLink', url: 'member://claims', extra: true });
    receiveRaw({ type: 'deepLink', url: 'member://claims' });
    receive('not json');
    expect(navigations).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith('native message ignored', { reason: 'not the documented shape' });
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('member://claims');
  });

  it('stops listening when stopped', () => {
    const { bridge, receive, navigations, connect } = setup();
    connect();
    bridge.stop();
    receive({ type: 'deepLink', url: 'member://claims' });
    expect(navigations).toEqual([]);
  });
});

describe('native bridge: push registration and device record (member-features §4, §7, §8)', () => {
  const notFound = () => Promise.reject(new HttpError(404, 'Device not found', new Headers()));
  const PATH = '/communication/200001/device/ios-1';

  it('asks to register once signed in, then creates the missing device and stores the token when permission was granted', async () => {
    const get = jest.fn(notFound);
    const put = jest.fn().mockResolvedValue({ deviceId: 'ios-1', acknowledgedPushNotificationPrompt: false, fcmToken: null });
    const patch = jest.fn().mockResolvedValue({ deviceId: 'ios-1', acknowledgedPushNotificationPrompt: false, fcmToken: 'tok' });
    const { sent, receive, sessionStore, flush } = setup({ http: { get, put, patch } });
    expect(sent.some((message) => message.type === 'registerForPush')).toBe(false);
    sessionStore.setState(signedIn);
    expect(sent.at(-1)).toEqual({ type: 'registerForPush', presentation: ['badge', 'sound', 'alert'] });
    receive({ type: 'pushRegistration', deviceId: 'ios-1', permissionGranted: true, fcmToken: 'tok' });
    await flush();
    expect(get).toHaveBeenCalledWith(PATH);
    expect(put).toHaveBeenCalledWith(PATH, { body: { acknowledgedPushNotificationPrompt: false } });
    expect(patch).toHaveBeenCalledWith(PATH, { body: { fcmToken: 'tok' } });

    receive({ type: 'pushRegistration', deviceId: 'ios-1', permissionGranted: true, fcmToken: 'tok' });
    await flush();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('sends no token without permission', async () => {
    const get = jest.fn(notFound);
    const put = jest.fn().mockResolvedValue(undefined);
    const patch = jest.fn();
    const { receive, flush } = setup({ session: signedIn, http: { get, put, patch } });
    receive({ type: 'pushRegistration', deviceId: 'ios-1', permissionGranted: false, fcmToken: null });
    await flush();
    expect(put).toHaveBeenCalledTimes(1);
    expect(patch).not.toHaveBeenCalled();
  });

  it('keeps a registration reported before sign-in until the member signs in; logs a failure without details', async () => {
    const get = jest.fn(() => Promise.reject(new HttpError(500, 'boom', new Headers())));
    const { receive, sessionStore, flush, logger } = setup({ http: { get } });
    receive({ type: 'pushRegistration', deviceId: 'ios-1', permissionGranted: true, fcmToken: 'tok' });
    await flush();
    expect(get).not.toHaveBeenCalled();
    sessionStore.setState(signedIn);
    await flush();
    expect(get).toHaveBeenCalledWith(PATH);
    expect(logger.warn).toHaveBeenCalledWith('device registration failed', { error: 'unknown' });
  });
});

describe('native bridge: the in-app push prompt (member-features §3 Device, §4 push)', () => {
  const PATH = '/communication/200001/device/ios-1';
  const notFound = () => Promise.reject(new HttpError(404, 'Device not found', new Headers()));
  const undetermined = { type: 'pushRegistration', deviceId: 'ios-1', permissionGranted: false, fcmToken: null };

  async function promptShown(http: Partial<Record<'get' | 'put' | 'patch', jest.Mock>>) {
    const view = setup({ session: signedIn, http });
    view.receive(undetermined);
    await view.flush();
    return view;
  }

  it('a new device without permission: the prompt shows; "allow" asks the operating system and records the answer', async () => {
    const patch = jest.fn().mockResolvedValue({ deviceId: 'ios-1', acknowledgedPushNotificationPrompt: true, fcmToken: null });
    const { bridge, sent, flush } = await promptShown({ get: jest.fn(notFound), put: jest.fn().mockResolvedValue(undefined), patch });
    expect(sent.some((message) => message.type === 'requestPushPermission')).toBe(false);
    expect(bridge.getNotices().pushPrompt).toBe(true);

    bridge.answerPushPrompt(true);
    await flush();
    expect(bridge.getNotices().pushPrompt).toBe(false);
    expect(sent.at(-1)).toEqual({ type: 'requestPushPermission', presentation: ['badge', 'sound', 'alert'] });
    expect(patch).toHaveBeenCalledWith(PATH, { body: { acknowledgedPushNotificationPrompt: true } });
  });

  it('"not now" records the answer too and asks nothing; the prompt is not offered again', async () => {
    const patch = jest.fn().mockResolvedValue(undefined);
    const { bridge, sent, receive, flush } = await promptShown({ get: jest.fn(notFound), put: jest.fn().mockResolvedValue(undefined), patch });
    bridge.answerPushPrompt(false);
    await flush();
    expect(patch).toHaveBeenCalledWith(PATH, { body: { acknowledgedPushNotificationPrompt: true } });
    expect(sent.some((message) => message.type === 'requestPushPermission')).toBe(false);
    receive({ ...undetermined, fcmToken: null, permissionGranted: false, deviceId: 'ios-1' });
    await flush();
    expect(bridge.getNotices().pushPrompt).toBe(false);
  });

  it('is not offered when the device record has an answer or notifications are permitted', async () => {
    const acknowledged = await promptShown({ get: jest.fn().mockResolvedValue({ deviceId: 'ios-1', acknowledgedPushNotificationPrompt: true, fcmToken: null }) });
    expect(acknowledged.bridge.getNotices().pushPrompt).toBe(false);

    const permitted = setup({ session: signedIn, http: { get: jest.fn().mockResolvedValue({ deviceId: 'ios-1', acknowledgedPushNotificationPrompt: false, fcmToken: 'tok' }) } });
    permitted.receive({ type: 'pushRegistration', deviceId: 'ios-1', permissionGranted: true, fcmToken: 'tok' });
    await permitted.flush();
    expect(permitted.bridge.getNotices().pushPrompt).toBe(false);
  });

  it('goes away when the member signs out', async () => {
    const { bridge, sessionStore } = await promptShown({ get: jest.fn(notFound), put: jest.fn().mockResolvedValue(undefined) });
    expect(bridge.getNotices().pushPrompt).toBe(true);
    sessionStore.setState(signedOut);
    expect(bridge.getNotices().pushPrompt).toBe(false);
  });
});

describe('native bridge: over-the-air updates (access §1)', () => {
  it('an update ready shows the notice; Restart asks the native shell to apply it; Later only hides it', async () => {
    const { bridge, sent, receive, flush, logger } = setup();
    const listener = jest.fn();
    bridge.subscribe(listener);
    receive({ type: 'updateReady', kind: 'native', version: '5.2.0' });
    await flush();
    expect(listener).toHaveBeenCalled();
    expect(bridge.getNotices().updateReady).toBe(true);
    expect(logger.info).toHaveBeenCalledWith('over-the-air update ready', { kind: 'native', version: '5.2.0' });

    bridge.dismissUpdate();
    expect(bridge.getNotices().updateReady).toBe(false);
    expect(sent.some((message) => message.type === 'restartForUpdate')).toBe(false);

    receive({ type: 'updateReady', kind: 'web', version: 'web-42' });
    await flush();
    bridge.restartForUpdate();
    expect(sent.at(-1)).toEqual({ type: 'restartForUpdate' });
    expect(bridge.getNotices().updateReady).toBe(false);
  });

  it('tells the native shell a newer web build is deployed; a malformed update message is ignored', async () => {
    const { bridge, sent, receive, flush } = setup();
    bridge.reportWebBuildDeployed();
    expect(sent.at(-1)).toEqual({ type: 'webBuildDeployed' });
    receive({ type: 'updateReady', kind: 'native' });
    await flush();
    expect(bridge.getNotices().updateReady).toBe(false);
  });
});

describe('native bridge: badge and in-app browser', () => {
  it('sends the badge count once per change, and the in-app browser messages', () => {
    const { bridge, sent, logger } = setup();
    bridge.setBadgeCount(3);
    bridge.setBadgeCount(3);
    bridge.setBadgeCount(-2);
    expect(sent.filter((message) => message.type === 'setBadgeCount')).toEqual([
      { type: 'setBadgeCount', count: 3 },
      { type: 'setBadgeCount', count: 0 },
    ]);
    bridge.openInAppBrowser('https://example.com/terms');
    bridge.openInAppBrowser('javascript:alert(1)');
    bridge.closeInAppBrowser();
    expect(sent.slice(-2)).toEqual([{ type: 'openInAppBrowser', url: 'https://example.com/terms' }, { type: 'closeInAppBrowser' }]);
    expect(logger.warn).toHaveBeenCalledWith('in-app browser url refused', {});
  });
});

describe('native bridge: environment override (access §5)', () => {
  const loadEnvironmentOf = (bridge: ReturnType<typeof setup>['bridge']) => bridge.loadEnvironment as NonNullable<typeof bridge.loadEnvironment>;

  it('asks the native shell to load the environment and answers what it said', async () => {
    const { bridge, sent, receive } = setup();
    const switching = loadEnvironmentOf(bridge)('staging');
    expect(sent.at(-1)).toEqual({ type: 'loadEnvironment', requestId: 'r2', environment: 'staging' });
    receive({ type: 'environmentLoaded', requestId: 'r2', outcome: 'switching' });
    await expect(switching).resolves.toBe('switching');

    const current = loadEnvironmentOf(bridge)('production');
    receive({ type: 'environmentLoaded', requestId: 'r3', outcome: 'current' });
    await expect(current).resolves.toBe('current');
  });

  it('stays on the current environment when the native shell cannot answer', async () => {
    const { bridge, receive, logger } = setup();
    const answer = loadEnvironmentOf(bridge)('development');
    receive({ type: 'nativeError', requestId: 'r2' });
    await expect(answer).resolves.toBe('current');
    expect(logger.warn).toHaveBeenCalledWith('environment override not answered', expect.anything());
  });
});

describe('native bridge: sharing a file through the share sheet', () => {
  const shareFileOf = (bridge: ReturnType<typeof setup>['bridge']) => bridge.shareFile as NonNullable<typeof bridge.shareFile>;
  const pdf = (name = 'id-cards.pdf', body = '%PDF-1.3 cards', type = 'application/pdf') => new File([body], name, { type });
  /** Reading the file is asynchronous (Blob.arrayBuffer): waits until the message is out. */
  const untilShareSent = async ({ sent, flush }: ReturnType<typeof setup>) => {
    for (let turn = 0; turn < 100 && sent.at(-1)?.type !== 'shareFile'; turn += 1) await flush();
  };

  it('sends the file as base64 with its name and type, and resolves when the sheet closes', async () => {
    const bridgeSetup = setup();
    const { bridge, sent, receive } = bridgeSetup;
    const shared = shareFileOf(bridge)(pdf());
    await untilShareSent(bridgeSetup);
    expect(sent.at(-1)).toEqual({ type: 'shareFile', requestId: 'r2', name: 'id-cards.pdf', mimeType: 'application/pdf', base64: btoa('%PDF-1.3 cards') });
    receive({ type: 'fileShared', requestId: 'r2' });
    await expect(shared).resolves.toBeUndefined();
  });

  it('rejects when the native shell cannot share', async () => {
    const bridgeSetup = setup();
    const { bridge, receive } = bridgeSetup;
    const shared = shareFileOf(bridge)(pdf());
    await untilShareSent(bridgeSetup);
    receive({ type: 'nativeError', requestId: 'r2' });
    await expect(shared).rejects.toThrow('nativeError');
  });

  it('sends nothing for a file the bridge does not carry: another type, a name with a path, over the size limit', async () => {
    const { bridge, sent } = setup();
    const before = sent.length;
    await expect(shareFileOf(bridge)(pdf('id-cards.html', '<p>', 'text/html'))).rejects.toThrow('not a file the bridge carries');
    await expect(shareFileOf(bridge)(pdf('../id-cards.pdf'))).rejects.toThrow('not a file the bridge carries');
    await expect(shareFileOf(bridge)(pdf('id-cards.pdf', 'x'.repeat(SHARED_FILE_MAX_BYTES + 1)))).rejects.toThrow('not a file the bridge carries');
    expect(sent).toHaveLength(before);
  });
});
