import type { Page } from '@playwright/test';

/**
 * 200 % text, as a browser's or phone's text-size setting gives it (WCAG 1.4.4): the root font size is
 * doubled (`html { font-size: 200% }`) before the app's first paint, so every rem-sized text, space and
 * control grows; page zoom (which would also shrink the CSS viewport) is not what 1.4.4 asks.
 */
export async function useLargeText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const apply = () => document.documentElement.style.setProperty('font-size', '200%', 'important');
    if (document.documentElement) apply();
    else new MutationObserver((_, observer) => document.documentElement && (apply(), observer.disconnect())).observe(document, { childList: true });
  });
}
