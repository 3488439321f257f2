import { keptCardsOwner } from './kept-cards-owner';

const CLIENT_ID = 'client-1';
const jwt = (payload: object) => `e30.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

/** Amplify's storage of a member's tokens, the id token naming `accountId` (expired long ago: it still names the member). */
function storageFor(accountId: string | null): Storage {
  const items = new Map<string, string>();
  if (accountId !== null) {
    const base = `CognitoIdentityServiceProvider.${CLIENT_ID}.user-1`;
    items.set(`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`, 'user-1');
    items.set(`${base}.idToken`, jwt({ 'custom:account_id': accountId, exp: 1 }));
    items.set(`${base}.accessToken`, jwt({ exp: 1 }));
  }
  return { getItem: (key: string) => items.get(key) ?? null } as Storage;
}

const cacheStorage = (names: string[]) => ({ has: async (name: string) => names.includes(name) }) as unknown as CacheStorage;

describe('keptCardsOwner', () => {
  it('names the member the stored token names when that member’s cards are kept', async () => {
    await expect(keptCardsOwner(CLIENT_ID, { storage: storageFor('200001'), cacheStorage: cacheStorage(['member-id-cards-200001']) })).resolves.toBe('200001');
  });

  it('names nobody when only another member’s cards are kept', async () => {
    await expect(keptCardsOwner(CLIENT_ID, { storage: storageFor('200005'), cacheStorage: cacheStorage(['member-id-cards-200001']) })).resolves.toBeNull();
  });

  it('names nobody without stored tokens (signed out)', async () => {
    await expect(keptCardsOwner(CLIENT_ID, { storage: storageFor(null), cacheStorage: cacheStorage(['member-id-cards-200001']) })).resolves.toBeNull();
  });
});
