import { STORAGE_KEYS } from '../storage';
import { hasSeenCarousel, markCarouselSeen } from './carousel-seen';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) } as Storage;
}
const blocked = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError');
};

describe('the carousel-seen flag', () => {
  it('reads "not seen" until Continue marks it, under the spec’s storage key', () => {
    const storage = memoryStorage();
    expect(hasSeenCarousel(() => storage)).toBe(false);
    markCarouselSeen(() => storage);
    expect(storage.getItem(STORAGE_KEYS.carouselSeen)).toBe('true');
    expect(hasSeenCarousel(() => storage)).toBe(true);
  });

  it('with storage blocked, reads "not seen" and skips the write instead of throwing', () => {
    expect(hasSeenCarousel(blocked)).toBe(false);
    expect(() => markCarouselSeen(blocked)).not.toThrow();
  });
});
