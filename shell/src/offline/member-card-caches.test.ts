import { deleteMemberCards, hasMemberCards, memberCardsCacheName } from './member-card-caches';

function cacheStorage(names: string[]): CacheStorage {
  const present = new Set(names);
  return {
    keys: async () => [...present],
    delete: async (name: string) => present.delete(name),
    has: async (name: string) => present.has(name),
  } as unknown as CacheStorage;
}

describe('member card caches', () => {
  it('names the cache for the member', () => {
    expect(memberCardsCacheName('acct 1')).toBe('member-id-cards-acct%201');
  });

  it('deletes every member’s cards and nothing else when no one is kept', async () => {
    const storage = cacheStorage([memberCardsCacheName('a'), memberCardsCacheName('b'), 'member-pages']);
    await expect(deleteMemberCards(storage)).resolves.toEqual([memberCardsCacheName('a'), memberCardsCacheName('b')]);
    expect(await storage.keys()).toEqual(['member-pages']);
  });

  it('keeps the signed-in member’s cards and deletes another member’s', async () => {
    const storage = cacheStorage([memberCardsCacheName('a'), memberCardsCacheName('b')]);
    await deleteMemberCards(storage, 'b');
    expect(await storage.keys()).toEqual([memberCardsCacheName('b')]);
  });

  it('tells whether any member’s cards are kept', async () => {
    await expect(hasMemberCards(cacheStorage([memberCardsCacheName('a'), 'member-pages']))).resolves.toBe(true);
    await expect(hasMemberCards(cacheStorage(['member-pages', 'member-config']))).resolves.toBe(false);
  });
});
