import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';

/**
 * /home must not move under the member's eyes while its cards load: the benefit card keeps the height of
 * its figures while they are asked for, so "Your next step" below it does not jump when they arrive.
 * Cumulative layout shift of the load (PerformanceObserver `layout-shift`, shifts after input excluded, as
 * Lighthouse counts it) at most 0.02, on a phone and on a desktop. The accumulations answer is held a
 * little, as a real network holds it, so the card is always seen loading first.
 */
const CLS_LIMIT = 0.02;
const ACCUMULATIONS_DELAY_MS = 1500;

const VIEWPORTS = [
  { name: 'a 375 px phone', viewport: { width: 375, height: 812 } },
  { name: 'a desktop', viewport: { width: 1280, height: 800 } },
];

/** Sums every layout shift of the page from its first paint on, in the page (before any script of the app). */
async function watchLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = { value: 0, shifts: [] as string[] };
    Object.defineProperty(window, '__layoutShift', { value: record });
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }> };
    /** What moved, for the failure message: the element's tag and its first words. */
    const describe = (node?: Node | null) => (node instanceof Element ? `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 40)}"` : 'text');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        record.value += entry.value;
        const moved = entry.sources.map((source) => `${describe(source.node)} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}`);
        record.shifts.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShiftOf = (page: Page) => page.evaluate(() => (window as unknown as { __layoutShift: { value: number; shifts: string[] } }).__layoutShift);

test.describe('/home layout stability', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const { name, viewport } of VIEWPORTS) {
    test(`on ${name}, the cards load without moving what is below them (CLS ≤ ${CLS_LIMIT})`, async ({ browser, page, signInPage }) => {
      await signInPage.open();
      await signInPage.signIn(members.hraPrimary.email);
      await expect(page).toHaveURL(/\/home$/, { timeout: 60_000 });
      const storageState = await page.context().storageState();

      const cold = await browser.newContext({ storageState, viewport });
      try {
        await watchLayoutShifts(cold);
        await cold.route('**/member-accumulations**', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, ACCUMULATIONS_DELAY_MS));
          await route.continue();
        });
        const home = await cold.newPage();
        await home.goto('/home');
        await expect(home.getByRole('heading', { level: 1, name: new RegExp(members.hraPrimary.firstName) })).toBeVisible({ timeout: 60_000 });
        const benefit = home.getByRole('region', { name: 'Your benefit' });
        await expect(benefit.getByRole('progressbar', { name: 'Benefit used' })).toBeVisible({ timeout: 30_000 });
        await expect(home.getByRole('region', { name: 'Your next step' })).toBeVisible();
        // Whatever else was still arriving (the content rows' images) has arrived.
        await home.waitForLoadState('networkidle');
        await home.waitForTimeout(500);

        const { value, shifts } = await layoutShiftOf(home);
        console.log(`/home CLS on ${name}: ${value.toFixed(4)}\n${shifts.join('\n')}`);
        expect(value, shifts.join('\n')).toBeLessThanOrEqual(CLS_LIMIT);
      } finally {
        await cold.close();
      }
    });
  }
});
