import type { HttpClient } from '@member/shared-contracts/http';
import type { SessionSnapshot } from '@member/shared-contracts/identity';
import { createStore } from 'zustand';
import { createNativePort } from './create-native-port';

const session = createStore<SessionSnapshot>(() => ({ status: 'unauthenticated', accountId: null, clientId: null, mfaEnabled: false, accountRefreshCounter: 0, claims: null }));
const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
const http = {} as HttpClient;

describe('createNativePort', () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).MemberNativeHost;
  });

  it('is the web fallback without an injected native host: not native, biometrics NOT_APPLICABLE', async () => {
    const port = await createNativePort({ http, logger, session });
    expect(port.isNative).toBe(false);
    expect(port.getSnapshot().biometrics.state).toBe('NOT_APPLICABLE');
    expect(port.biometricStatusFor('maria@example.com')).toBe('DISABLED');
    await expect(port.requestBiometricCredentials()).resolves.toEqual({ kind: 'failed', reason: 'ERROR' });
  });

  it("refuses to load another environment on the web: 'only available in app distributions' (access §5, §8)", async () => {
    const port = await createNativePort({ http, logger, session });
    await expect(port.loadEnvironment?.('staging')).rejects.toThrow(new Error('only available in app distributions'));
  });

  it('is the native bridge when window.MemberNativeHost is there', async () => {
    const postMessage = jest.fn();
    (window as unknown as Record<string, unknown>).MemberNativeHost = { postMessage };
    const port = await createNativePort({ http, logger, session });
    expect(port.isNative).toBe(true);
    expect(port.getSnapshot().biometrics.state).toBe('LOADING');
    expect(JSON.parse(postMessage.mock.calls[0][0] as string)).toEqual({ type: 'hello', protocolVersion: 1 });
    (port as unknown as { stop(): void }).stop();
  });
});
