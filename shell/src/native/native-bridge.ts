import { BIOMETRICS_ERROR, BIOMETRICS_LOADING, NATIVE_BRIDGE_PROTOCOL_VERSION, NATIVE_MESSAGE_EVENT, PUSH_PRESENTATION_OPTIONS, SHARED_FILE_MAX_BYTES, SHARED_FILE_MIME_TYPES, SHARED_FILE_NAME_PATTERN, biometricStatusForEmail, mapDeepLinkToPath, notificationTargetPath, parseNativeMessage, toBiometricAvailability, type NativeHost, type NativeIncomingMessage, type NativeOutgoingMessage } from '@member/shared-contracts/native';
import { createPushPrompt } from './push-prompt';
import { type BiometricAvailability, type BiometricCredentialsOutcome, type BiometricEnableResult, type NativePort } from '@member/shared-contracts/mount';
import { type HttpClient } from '@member/shared-contracts/http';
import { type Logger } from '@member/shared-contracts/logging';
import { type AppEnvironment } from '@member/shared-contracts/environment';
import { type SessionSnapshot } from '@member/shared-contracts/identity';
import { createDeviceRegistrar } from './device-registrar';
import { createPendingRequests } from './pending-requests';
import { fileToBase64 } from './file-to-base64';
import type { NativeNotices, NavigateInApp, ShellNativePort } from './shell-native-port';

/** How long the native shell has to answer the biometric availability question before it is ERROR. */
export const BIOMETRIC_AVAILABILITY_TIMEOUT_MS = 5_000;
/** A face check waits for the member. */
const BIOMETRIC_INTERACTION_TIMEOUT_MS = 120_000;
/** A native shell that does not answer `loadEnvironment` (an older one) stays where it is. */
const ENVIRONMENT_ANSWER_TIMEOUT_MS = 5_000;
/** The share sheet stays open while the member picks where the file goes. */
const SHARE_SHEET_TIMEOUT_MS = 300_000;

export interface NativeBridgeOptions {
  host: NativeHost;
  /** Where `member-native-message` events arrive (window). */
  events: EventTarget;
  /** The web host deep links map to (window.location.origin). */
  webOrigin: string;
  http: HttpClient;
  logger: Logger;
  session: { getState(): SessionSnapshot; subscribe(listener: (state: SessionSnapshot) => void): () => void };
  newRequestId?: () => string;
}

/**
 * The native shell bridge (protocol: shared-contracts/src/native). Starts listening at once so a deep
 * link sent at cold start is not lost; navigation waits until the router is connected.
 */
export function createNativeBridge(options: NativeBridgeOptions): ShellNativePort & { stop(): void; reportWebBuildDeployed(): void } {
  const { host, logger } = options;
  const requests = createPendingRequests(options.newRequestId);
  const listeners = new Set<() => void>();
  let biometrics: BiometricAvailability = BIOMETRICS_LOADING;
  let enabledEmail: string | null = null;
  let navigate: NavigateInApp | null = null;
  let queuedPath: string | null = null;
  let badgeCount: number | null = null;
  // Its own literal, not the web port's: a chunk importing a first-load module cuts it out of the first load's scope.
  let notices: NativeNotices = { pushPrompt: false, updateReady: false };

  function notify(): void {
    for (const listener of listeners) listener();
  }

  function setNotices(next: Partial<NativeNotices>): void {
    notices = { ...notices, ...next };
    notify();
  }

  function send(message: NativeOutgoingMessage): void {
    try {
      host.postMessage(JSON.stringify(message));
    } catch (error) {
      logger.warn('native message could not be sent', { type: message.type, error: error instanceof Error ? error.name : 'unknown' });
    }
  }

  function goTo(path: string): void {
    if (navigate) navigate(path);
    else queuedPath = path;
  }

  function setBiometrics(next: BiometricAvailability, email: string | null): void {
    biometrics = next;
    enabledEmail = email;
    snapshot = buildSnapshot();
    notify();
  }

  async function loadBiometricAvailability(): Promise<void> {
    const { requestId, answer } = requests.open('biometricAvailability', BIOMETRIC_AVAILABILITY_TIMEOUT_MS);
    send({ type: 'getBiometricAvailability', requestId });
    try {
      const reply = await answer;
      setBiometrics(toBiometricAvailability(reply), reply.enabled ? reply.enabledEmail : null);
    } catch (error) {
      logger.warn('biometric availability failed', { reason: error instanceof Error ? error.message : 'unknown' });
      setBiometrics(BIOMETRICS_ERROR, null);
    }
  }

  async function requestBiometricCredentials(): Promise<BiometricCredentialsOutcome> {
    const { requestId, answer } = requests.open('biometricCredentials', BIOMETRIC_INTERACTION_TIMEOUT_MS);
    send({ type: 'requestBiometricCredentials', requestId });
    try {
      const reply = await answer;
      if (reply.result === 'SUCCESS') return { kind: 'credentials', username: reply.username, password: reply.password };
      return { kind: 'failed', reason: reply.result };
    } catch {
      return { kind: 'failed', reason: 'ERROR' };
    }
  }

  async function changeBiometrics(message: (requestId: string) => NativeOutgoingMessage, onBridgeFailure: BiometricEnableResult): Promise<BiometricEnableResult> {
    const { requestId, answer } = requests.open('biometricResult', BIOMETRIC_INTERACTION_TIMEOUT_MS);
    send(message(requestId));
    let result: BiometricEnableResult;
    try {
      result = (await answer).result;
    } catch {
      result = onBridgeFailure;
    }
    void loadBiometricAvailability();
    return result;
  }

  /** Access §5 environment override; an unanswered or failed request counts as staying on the current environment. */
  async function loadEnvironment(environment: AppEnvironment): Promise<'current' | 'switching'> {
    const { requestId, answer } = requests.open('environmentLoaded', ENVIRONMENT_ANSWER_TIMEOUT_MS);
    send({ type: 'loadEnvironment', requestId, environment });
    try {
      return (await answer).outcome;
    } catch (error) {
      logger.warn('environment override not answered', { reason: error instanceof Error ? error.message : 'unknown' });
      return 'current';
    }
  }

  /** The share sheet through the bridge; only a file the bridge's contract carries is sent (else it rejects, sending nothing). */
  async function shareFile(file: File): Promise<void> {
    const mimeType = SHARED_FILE_MIME_TYPES.find((type) => type === file.type);
    if (!mimeType || !SHARED_FILE_NAME_PATTERN.test(file.name) || file.size === 0 || file.size > SHARED_FILE_MAX_BYTES) {
      logger.warn('file not shared', { reason: 'not a file the bridge carries', size: file.size });
      throw new Error('file not shared: not a file the bridge carries');
    }
    const base64 = await fileToBase64(file);
    const { requestId, answer } = requests.open('fileShared', SHARE_SHEET_TIMEOUT_MS);
    send({ type: 'shareFile', requestId, name: file.name, mimeType, base64 });
    await answer;
  }

  const pushPrompt = createPushPrompt({
    http: options.http,
    logger,
    show: (shown) => setNotices({ pushPrompt: shown }),
    requestPermission: () => send({ type: 'requestPushPermission', presentation: [...PUSH_PRESENTATION_OPTIONS] }),
  });

  const registrar = createDeviceRegistrar({
    http: options.http,
    logger,
    session: options.session,
    requestPushRegistration: () => send({ type: 'registerForPush', presentation: [...PUSH_PRESENTATION_OPTIONS] }),
    onRegistered: pushPrompt.consider,
  });
  const unsubscribeSession = options.session.subscribe((state) => {
    if (state.status !== 'authenticated') pushPrompt.withdraw();
  });

  function handle(message: NativeIncomingMessage): void {
    switch (message.type) {
      case 'deepLink': {
        const path = mapDeepLinkToPath(message.url, options.webOrigin);
        if (path) goTo(path);
        else logger.warn('native deep link refused', {});
        return;
      }
      case 'notificationTap':
        goTo(notificationTargetPath(message, options.webOrigin));
        return;
      case 'pushRegistration':
        void registrar.report({ deviceId: message.deviceId, permissionGranted: message.permissionGranted, fcmToken: message.fcmToken });
        return;
      case 'updateReady':
        // The version goes to the logs only; the member sees "Update ready" and chooses when to restart.
        logger.info('over-the-air update ready', { kind: message.kind, version: message.version });
        setNotices({ updateReady: true });
        return;
      default:
        if (!requests.answer(message)) logger.warn('native answer without a request', { type: message.type });
    }
  }

  function onEvent(event: Event): void {
    const parsed = parseNativeMessage((event as CustomEvent<unknown>).detail);
    if (parsed.ok) return handle(parsed.message);
    if (parsed.requestId && requests.fail(parsed.requestId, 'malformed')) return;
    logger.warn('native message ignored', { reason: 'not the documented shape' });
  }

  const port: Omit<NativePort, 'biometrics'> = {
    isNative: true,
    openInAppBrowser(url) {
      if (/^https?:\/\//i.test(url)) send({ type: 'openInAppBrowser', url });
      else logger.warn('in-app browser url refused', {});
    },
    requestBiometricCredentials,
    biometricStatusFor: (email) => biometricStatusForEmail(enabledEmail, email),
    enableBiometrics: ({ username, password }) => changeBiometrics((requestId) => ({ type: 'enableBiometrics', requestId, username, password }), 'FAILED_TO_STORE_CREDENTIALS'),
    disableBiometrics: () => changeBiometrics((requestId) => ({ type: 'disableBiometrics', requestId }), 'FAILED_TO_DELETE_CREDENTIALS'),
    acknowledgeBiometricPrompt() {
      send({ type: 'acknowledgeBiometricPrompt' });
      if (biometrics.shouldPrompt) setBiometrics({ ...biometrics, shouldPrompt: false }, enabledEmail);
    },
    setBadgeCount(count) {
      const next = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
      if (next === badgeCount) return;
      badgeCount = next;
      send({ type: 'setBadgeCount', count: next });
    },
    closeInAppBrowser: () => send({ type: 'closeInAppBrowser' }),
    loadEnvironment,
    shareFile,
  };

  const buildSnapshot = (): NativePort => ({ ...port, biometrics });
  let snapshot = buildSnapshot();

  options.events.addEventListener(NATIVE_MESSAGE_EVENT, onEvent);
  send({ type: 'hello', protocolVersion: NATIVE_BRIDGE_PROTOCOL_VERSION });
  void loadBiometricAvailability();

  return {
    ...port,
    get biometrics() {
      return biometrics;
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getNotices: () => notices,
    answerPushPrompt: pushPrompt.answer,
    restartForUpdate() {
      setNotices({ updateReady: false });
      send({ type: 'restartForUpdate' });
    },
    dismissUpdate: () => setNotices({ updateReady: false }),
    /** Access §1 over-the-air updates: a newer web build than this page's is deployed (web-build-watch.ts). */
    reportWebBuildDeployed: () => send({ type: 'webBuildDeployed' }),
    connectNavigation(next) {
      navigate = next;
      if (queuedPath !== null) {
        const path = queuedPath;
        queuedPath = null;
        next(path);
      }
      return () => {
        if (navigate === next) navigate = null;
      };
    },
    stop() {
      options.events.removeEventListener(NATIVE_MESSAGE_EVENT, onEvent);
      registrar.stop();
      unsubscribeSession();
    },
  };
}
