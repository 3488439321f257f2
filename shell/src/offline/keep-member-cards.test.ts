import { createStore } from 'zustand';
import type { SessionSnapshot } from '@member/shared-contracts/identity';
import { keepMemberCards } from './keep-member-cards';
import { memberCardsCacheName } from './member-card-caches';

type Session = Pick<SessionSnapshot, 'status' | 'accountId'>;

function cacheStorage(names: string[]) {
  const present = new Set(names);
  return {
    storage: { keys: async () => [...present], delete: async (name: string) => present.delete(name) } as unknown as CacheStorage,
    names: () => [...present],
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const MARIA = memberCardsCacheName('maria');
const DANIEL = memberCardsCacheName('daniel');

describe('keepMemberCards', () => {
  it('keeps the signed-in member’s cards and deletes another member’s at once', async () => {
    const caches = cacheStorage([MARIA, DANIEL, 'member-pages']);
    const store = createStore<Session>(() => ({ status: 'authenticated', accountId: 'maria' }));
    keepMemberCards(store, { storage: caches.storage, production: false });
    await settle();
    expect(caches.names()).toEqual([MARIA, 'member-pages']);
  });

  it('deletes every member’s cards when the session ends, however it ends', async () => {
    const caches = cacheStorage([MARIA]);
    const store = createStore<Session>(() => ({ status: 'authenticated', accountId: 'maria' }));
    keepMemberCards(store, { storage: caches.storage, production: false });
    store.setState({ status: 'unauthenticated', accountId: null });
    await settle();
    expect(caches.names()).toEqual([]);
  });

  it('deletes the previous member’s cards when another member signs in', async () => {
    const caches = cacheStorage([MARIA]);
    const store = createStore<Session>(() => ({ status: 'authenticated', accountId: 'maria' }));
    keepMemberCards(store, { storage: caches.storage, production: false });
    store.setState({ status: 'authenticated', accountId: 'daniel' });
    await settle();
    expect(caches.names()).toEqual([]);
  });

  it('waits while the session is still being read', async () => {
    const caches = cacheStorage([MARIA]);
    const store = createStore<Session>(() => ({ status: 'querying', accountId: null }));
    keepMemberCards(store, { storage: caches.storage, production: false });
    await settle();
    expect(caches.names()).toEqual([MARIA]);
  });

  it('registers the worker for the whole origin in a production build', () => {
    const register = jest.fn(async () => ({}) as ServiceWorkerRegistration);
    const store = createStore<Session>(() => ({ status: 'authenticated', accountId: 'maria' }));
    keepMemberCards(store, { container: { register } as unknown as ServiceWorkerContainer, storage: cacheStorage([]).storage, production: true });
    expect(register).toHaveBeenCalledWith('/ui/sw.js', { scope: '/' });
  });
});
