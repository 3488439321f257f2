import { HttpError } from '../http/http-error';
import type { HttpClient, RequestOptions } from '../http/http-client';
import { deviceLookupError } from './device-api';
import { registerDevice } from './device-registration';

type Call = { method: string; path: string; body?: unknown };

function fakeHttp(handlers: Partial<Record<'GET' | 'PUT' | 'PATCH', (body: unknown) => unknown>>) {
  const calls: Call[] = [];
  const make =
    (method: 'GET' | 'PUT' | 'PATCH') =>
    async (path: string, options?: RequestOptions) => {
      calls.push({ method, path, ...(options?.body !== undefined ? { body: options.body } : {}) });
      const handler = handlers[method];
      if (!handler) throw new Error(`unexpected ${method}`);
      return handler(options?.body);
    };
  const http = { get: make('GET'), put: make('PUT'), patch: make('PATCH') } as unknown as HttpClient;
  return { http, calls };
}

const notFound = () => {
  throw new HttpError(404, 'not found', new Headers());
};
const PATH = '/communication/200001/device/dev-1';

describe('registerDevice (member-features §4, §7, §8)', () => {
  it('creates a missing device with the prompt not acknowledged, then stores the token when permission was granted', async () => {
    const { http, calls } = fakeHttp({
      GET: notFound,
      PUT: () => ({ deviceId: 'dev-1', acknowledgedPushNotificationPrompt: false, fcmToken: null }),
      PATCH: () => ({ deviceId: 'dev-1', acknowledgedPushNotificationPrompt: false, fcmToken: 'tok' }),
    });
    const outcome = await registerDevice(http, '200001', { deviceId: 'dev-1', permissionGranted: true, fcmToken: 'tok' });
    expect(calls).toEqual([
      { method: 'GET', path: PATH },
      { method: 'PUT', path: PATH, body: { acknowledgedPushNotificationPrompt: false } },
      { method: 'PATCH', path: PATH, body: { fcmToken: 'tok' } },
    ]);
    expect(outcome).toEqual({ kind: 'registered', created: true, tokenStored: true, device: { deviceId: 'dev-1', acknowledgedPushNotificationPrompt: false, fcmToken: 'tok' } });
  });

  it('never sends the token without permission', async () => {
    const { http, calls } = fakeHttp({ GET: notFound, PUT: () => undefined });
    const outcome = await registerDevice(http, '200001', { deviceId: 'dev-1', permissionGranted: false, fcmToken: 'tok' });
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PUT']);
    expect(outcome).toEqual({ kind: 'registered', created: true, tokenStored: false, device: { deviceId: 'dev-1', acknowledgedPushNotificationPrompt: false, fcmToken: null } });
  });

  it('keeps a known device and skips the PATCH when the token is already stored', async () => {
    const { http, calls } = fakeHttp({ GET: () => ({ deviceId: 'dev-1', acknowledgedPushNotificationPrompt: true, fcmToken: 'tok' }) });
    const outcome = await registerDevice(http, '200001', { deviceId: 'dev-1', permissionGranted: true, fcmToken: 'tok' });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(outcome).toMatchObject({ kind: 'registered', created: false, tokenStored: false });
  });

  it('patches a changed token on a known device', async () => {
    const { http, calls } = fakeHttp({ GET: () => ({ deviceId: 'dev-1', acknowledgedPushNotificationPrompt: true, fcmToken: 'old' }), PATCH: () => undefined });
    const outcome = await registerDevice(http, '200001', { deviceId: 'dev-1', permissionGranted: true, fcmToken: 'new' });
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PATCH']);
    expect(outcome).toMatchObject({ kind: 'registered', tokenStored: true, device: { fcmToken: 'new', acknowledgedPushNotificationPrompt: true } });
  });

  it('stops with unknown on any other lookup failure, and on a failed create or patch', async () => {
    const serverError = fakeHttp({
      GET: () => {
        throw new HttpError(500, 'boom', new Headers());
      },
    });
    expect(await registerDevice(serverError.http, '200001', { deviceId: 'dev-1', permissionGranted: true, fcmToken: 'tok' })).toEqual({ kind: 'failed', error: 'unknown' });
    expect(serverError.calls).toHaveLength(1);

    const createFails = fakeHttp({ GET: notFound, PUT: () => Promise.reject(new HttpError(500, 'x', new Headers())) });
    expect(await registerDevice(createFails.http, '200001', { deviceId: 'dev-1', permissionGranted: true, fcmToken: 'tok' })).toEqual({ kind: 'failed', error: 'unknown' });

    const patchFails = fakeHttp({ GET: notFound, PUT: () => undefined, PATCH: () => Promise.reject(new Error('offline')) });
    expect(await registerDevice(patchFails.http, '200001', { deviceId: 'dev-1', permissionGranted: true, fcmToken: 'tok' })).toEqual({ kind: 'failed', error: 'unknown' });
  });

  it('maps lookup errors: 404 notFound, anything else unknown', () => {
    expect(deviceLookupError(new HttpError(404, 'x', new Headers()))).toBe('notFound');
    expect(deviceLookupError(new HttpError(403, 'x', new Headers()))).toBe('unknown');
    expect(deviceLookupError(new Error('offline'))).toBe('unknown');
  });
});
