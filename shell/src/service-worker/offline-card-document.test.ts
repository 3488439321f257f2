import { memberCardsCacheName } from '../offline/member-card-caches';
import { opensOfflineCard } from './offline-card-document';

const storageWith = (names: string[]) => ({ keys: async () => names }) as unknown as CacheStorage;

describe('opensOfflineCard', () => {
  it('opens /id-card as the offline card while a member’s cards are kept', async () => {
    await expect(opensOfflineCard('/id-card', storageWith(['member-pages', memberCardsCacheName('200001')]))).resolves.toBe(true);
  });

  it('leaves /id-card to the app’s document when no cards are kept (signed out, or never opened)', async () => {
    await expect(opensOfflineCard('/id-card', storageWith(['member-pages', 'member-config']))).resolves.toBe(false);
  });

  it('leaves every other page to the app’s document, kept cards or not', async () => {
    const kept = storageWith([memberCardsCacheName('200001')]);
    for (const pathname of ['/', '/home', '/claims', '/id-card/extra', '/coverage-details']) {
      await expect(opensOfflineCard(pathname, kept)).resolves.toBe(false);
    }
  });
});
