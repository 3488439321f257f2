import { CLAIM_KEYS } from '@member/shared-contracts/identity';
import { readStoredIdentityTokens } from '@member/shared-contracts/sign-in';
import { memberCardsCacheName } from './member-card-caches';

/** The account id the stored id token names (expired or not: an account id never changes), or null. */
function storedAccountId(userPoolClientId: string, storage: Storage): string | null {
  const accountId = readStoredIdentityTokens(userPoolClientId, storage)?.idTokenPayload[CLAIM_KEYS.accountId];
  return typeof accountId === 'string' && accountId !== '' ? accountId : null;
}

/** The member the stored token names when the service worker kept that member's cards, else null. */
export async function keptCardsOwner(userPoolClientId: string, { storage = window.localStorage, cacheStorage = globalThis.caches } = {}): Promise<string | null> {
  const accountId = storedAccountId(userPoolClientId, storage);
  if (!accountId || !cacheStorage) return null;
  return (await cacheStorage.has(memberCardsCacheName(accountId))) ? accountId : null;
}
