import type { BrowserContext, Page, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';

/** Waits until the shell's worker controls the page (registered once the signed-in page is idle). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL.endsWith('/ui/sw.js') === true, null, { timeout: 90_000 });
}

/** Every cache the origin holds, with the URLs in each. */
export function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const entries = await Promise.all(
      (await caches.keys()).map(async (name) => [name, (await (await caches.open(name)).keys()).map((request) => request.url)] as const),
    );
    return Object.fromEntries(entries);
  });
}

/** The member's kept ID card caches (named for the member, docs/offline-data.md). */
export async function memberCardCaches(page: Page): Promise<string[]> {
  return Object.keys(await cachedUrls(page)).filter((name) => name.startsWith('member-id-cards-'));
}

/**
 * A browser with an ordinary profile in `testInfo`'s output folder (the same folder again: the same
 * profile, its storage and its service worker — a browser closed and opened again). Chromium never
 * offers installation from an incognito-like context either.
 */
export async function launchProfile(playwright: PlaywrightWorkerArgs['playwright'], testInfo: TestInfo, { offline = false } = {}): Promise<BrowserContext> {
  const context = await playwright.chromium.launchPersistentContext(testInfo.outputPath('profile'), {
    ...testInfo.project.use.launchOptions,
    baseURL: testInfo.project.use.baseURL,
    serviceWorkers: 'allow',
    offline,
  });
  // Chromium's offline emulation fails every request of this profile but leaves `navigator.onLine` true in
  // a document its service worker served (checked: true after `goto`, false on about:blank): a browser
  // that is really offline says false, as the shell's no-internet page expects (access §2.7).
  if (offline) await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
  return context;
}

/** A new tab of an offline profile at `path` (the profile's first tab opens before the emulation applies to it). */
export async function openOffline(context: BrowserContext, path: string): Promise<Page> {
  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
