import { expect, type Page } from '@playwright/test';

/** What the simulated device reports (the native shell's side of the bridge). */
export interface SimulatedDevice {
  deviceId: string;
  permissionGranted: boolean;
  fcmToken: string | null;
}

export const SIMULATED_DEVICE: SimulatedDevice = { deviceId: 'e2e-iphone-1', permissionGranted: true, fcmToken: 'e2e-fcm-token-1' };

/** A device whose owner has not been asked about notifications yet: the operating system grants them when asked. */
export const UNASKED_DEVICE: SimulatedDevice = { deviceId: 'e2e-iphone-2', permissionGranted: false, fcmToken: null };
export const TOKEN_WHEN_GRANTED = 'e2e-fcm-token-granted';

/** The device's Face ID setting: by default set up, not enabled, and the prompt already answered. */
export interface SimulatedBiometrics {
  enabled: boolean;
  promptAcknowledged: boolean;
  enabledEmail: string | null;
}

const SIMULATED_BIOMETRICS: SimulatedBiometrics = { enabled: false, promptAcknowledged: true, enabledEmail: null };

type Message = { type: string } & Record<string, unknown>;

/**
 * A native app shell simulated inside the page (protocol: shared-contracts/src/native/bridge-transport.ts):
 * installs `window.MemberNativeHost` before the app's scripts run, records every message the app sends,
 * answers the requests a device would (biometric availability from `biometrics`; enabling biometrics
 * succeeds; push registration: `device`; the operating system's permission question: granted, with
 * TOKEN_WHEN_GRANTED; a shared file: the sheet closes at once), and sends messages into the page as the native side does.
 */
export class SimulatedNativeHost {
  private constructor(private readonly page: Page) {}

  static async install(page: Page, device: SimulatedDevice = SIMULATED_DEVICE, biometrics: SimulatedBiometrics = SIMULATED_BIOMETRICS): Promise<SimulatedNativeHost> {
    await page.addInitScript(({ simulated, face, grantedToken }) => {
      const sent: unknown[] = [];
      const reply = (message: unknown) =>
        setTimeout(() => window.dispatchEvent(new CustomEvent('member-native-message', { detail: JSON.stringify(message) })), 10);
      Object.assign(window, {
        __nativeSent: sent,
        MemberNativeHost: {
          postMessage(json: string) {
            const message = JSON.parse(json) as { type: string; requestId?: string };
            sent.push(message);
            if (message.type === 'getBiometricAvailability') {
              reply({ type: 'biometricAvailability', requestId: message.requestId, supported: true, biometryType: 'FACE_ID', ...face });
            }
            if (message.type === 'enableBiometrics') reply({ type: 'biometricResult', requestId: message.requestId, result: 'SUCCESS' });
            if (message.type === 'registerForPush') reply({ type: 'pushRegistration', ...simulated });
            if (message.type === 'requestPushPermission') reply({ type: 'pushRegistration', deviceId: simulated.deviceId, permissionGranted: true, fcmToken: grantedToken });
            // The share sheet opens and the member closes it: the file was handed over.
            if (message.type === 'shareFile') reply({ type: 'fileShared', requestId: message.requestId });
          },
        },
      });
    }, { simulated: device, face: biometrics, grantedToken: TOKEN_WHEN_GRANTED });
    return new SimulatedNativeHost(page);
  }

  /** Every message the app sent to the native shell, oldest first. */
  sent(): Promise<Message[]> {
    return this.page.evaluate(() => ((window as unknown as { __nativeSent?: Message[] }).__nativeSent ?? []).slice());
  }

  async sentOfType(type: string): Promise<Message[]> {
    return (await this.sent()).filter((message) => message.type === type);
  }

  /** Waits until the app has sent a message of `type` (and returns the last one). */
  async expectSent(type: string, match?: Record<string, unknown>): Promise<Message> {
    await expect
      .poll(async () => (await this.sentOfType(type)).some((message) => !match || Object.entries(match).every(([key, value]) => message[key] === value)), {
        message: `the app sends ${type}`,
      })
      .toBe(true);
    return (await this.sentOfType(type)).at(-1) as Message;
  }

  /** Sends a documented message (serialised to JSON, as the native shell does). */
  send(message: Message): Promise<void> {
    return this.sendRaw(JSON.stringify(message));
  }

  /** Sends any event detail as it is (to check malformed input is ignored). */
  sendRaw(detail: unknown): Promise<void> {
    return this.page.evaluate((value) => void window.dispatchEvent(new CustomEvent('member-native-message', { detail: value })), detail);
  }
}
