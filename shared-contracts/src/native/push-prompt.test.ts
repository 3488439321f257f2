import type { HttpClient } from '../http/http-client';
import { devicePatchSchema } from './device-api';
import { acknowledgePushPrompt, shouldOfferPushPrompt } from './push-prompt';

const device = (acknowledgedPushNotificationPrompt: boolean) => ({ deviceId: 'dev-1', acknowledgedPushNotificationPrompt, fcmToken: null });
const registration = (permissionGranted: boolean) => ({ deviceId: 'dev-1', permissionGranted, fcmToken: permissionGranted ? 'tok' : null });

describe('the in-app push prompt (member-features §3 Device, §4 push)', () => {
  it('is offered while the device record has not recorded an answer and notifications are not permitted', () => {
    expect(shouldOfferPushPrompt(device(false), registration(false))).toBe(true);
    expect(shouldOfferPushPrompt(device(true), registration(false))).toBe(false);
    expect(shouldOfferPushPrompt(device(false), registration(true))).toBe(false);
  });

  it('records the answer on the device record with a PATCH the server accepts', async () => {
    const patch = jest.fn().mockResolvedValue(undefined);
    await acknowledgePushPrompt({ patch } as unknown as HttpClient, '200001', 'dev-1');
    expect(patch).toHaveBeenCalledWith('/communication/200001/device/dev-1', { body: { acknowledgedPushNotificationPrompt: true } });
    expect(devicePatchSchema.safeParse(patch.mock.calls[0][1].body).success).toBe(true);
  });

  it('a PATCH that changes nothing is not a device change', () => {
    expect(devicePatchSchema.safeParse({}).success).toBe(false);
  });
});
