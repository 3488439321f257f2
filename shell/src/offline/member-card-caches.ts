/**
 * The only health data kept for offline use: a member's `/id-cards` answer, in a cache of its own named
 * for the member (docs/offline-data.md). The service worker writes it; the worker and the page delete it.
 */
const MEMBER_CARDS_CACHE_PREFIX = 'member-id-cards-';

/** The cache holding `accountId`'s cards. */
export const memberCardsCacheName = (accountId: string): string => `${MEMBER_CARDS_CACHE_PREFIX}${encodeURIComponent(accountId)}`;

/** Whether any member's cards are kept (the worker keeps one member's at most). */
export async function hasMemberCards(storage: CacheStorage): Promise<boolean> {
  return (await storage.keys()).some((name) => name.startsWith(MEMBER_CARDS_CACHE_PREFIX));
}

/**
 * Deletes every member's kept cards except `keepAccountId`'s (none kept when it is null): sign-out, a
 * session the server ended, another member signing in. Resolves with the names deleted.
 */
export async function deleteMemberCards(storage: CacheStorage, keepAccountId: string | null = null): Promise<string[]> {
  const keep = keepAccountId === null ? null : memberCardsCacheName(keepAccountId);
  const names = (await storage.keys()).filter((name) => name.startsWith(MEMBER_CARDS_CACHE_PREFIX) && name !== keep);
  await Promise.all(names.map((name) => storage.delete(name)));
  return names;
}
