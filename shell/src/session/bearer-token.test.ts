import { fetchAuthSession } from 'aws-amplify/auth';
import { currentBearerToken } from './amplify-identity';

jest.mock('aws-amplify/auth', () => ({ ...jest.requireActual('aws-amplify/auth'), fetchAuthSession: jest.fn() }));

describe('the member API bearer token (docs/session-and-identity.md "Tokens")', () => {
  it('is the access token, never the id token (which carries date of birth, phone and identification code)', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue({
      tokens: { accessToken: { toString: () => 'the-access-token', payload: {} }, idToken: { toString: () => 'the-id-token', payload: {} } },
    } as unknown as Awaited<ReturnType<typeof fetchAuthSession>>);
    await expect(currentBearerToken()).resolves.toBe('the-access-token');
  });

  it('is null when signed out or when the session cannot be read', async () => {
    jest.mocked(fetchAuthSession).mockResolvedValue({} as Awaited<ReturnType<typeof fetchAuthSession>>);
    await expect(currentBearerToken()).resolves.toBeNull();
    jest.mocked(fetchAuthSession).mockRejectedValue(new Error('offline'));
    await expect(currentBearerToken()).resolves.toBeNull();
  });
});
