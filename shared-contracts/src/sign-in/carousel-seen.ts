import { STORAGE_KEYS } from '../storage';

/**
 * The carousel-seen flag (access §3 "Local browser storage"). Storage can be unavailable (private mode,
 * blocked cookies): reading then says "not seen" and writing is skipped — Continue still goes to sign-in,
 * the member just sees the carousel again on the next visit. Read by mfe-auth's `/` and by the shell's
 * start-up (which preloads the carousel's content client when `/` will show it). The storage is reached
 * inside the guard: with storage blocked, reading `window.localStorage` itself throws.
 */
export function hasSeenCarousel(storage: () => Storage = () => window.localStorage): boolean {
  try {
    return Boolean(storage().getItem(STORAGE_KEYS.carouselSeen));
  } catch {
    return false;
  }
}

export function markCarouselSeen(storage: () => Storage = () => window.localStorage): void {
  try {
    storage().setItem(STORAGE_KEYS.carouselSeen, 'true');
  } catch {
    // Storage unavailable: the carousel shows again next time.
  }
}
