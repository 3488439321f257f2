import { STORAGE_KEYS } from '@member/shared-contracts/storage';

/**
 * The carousel-seen flag (access §3 "Local browser storage"). Storage can be unavailable (private mode,
 * blocked cookies): reading then says "not seen" and writing is skipped — Continue still goes to sign-in,
 * the member just sees the carousel again on the next visit.
 */
export function hasSeenCarousel(): boolean {
  try {
    return Boolean(window.localStorage.getItem(STORAGE_KEYS.carouselSeen));
  } catch {
    return false;
  }
}

export function markCarouselSeen(): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.carouselSeen, 'true');
  } catch {
    // Storage unavailable: the carousel shows again next time.
  }
}
