import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { useLargeText } from '../support/large-text';
import { members } from '../support/members';
import { signInInSpanish } from '../support/spanish-sign-in';
import { SEEDED_CLAIMS } from '../../sandbox/src/seed/claims-seed';

/**
 * The claim's line items on a phone (WCAG 1.4.10, 2.1.1, 2.4.7): the page never scrolls sideways; a table
 * wider than the screen scrolls inside its own region, named by its heading, which the keyboard reaches
 * (with a visible focus ring) and scrolls with the arrow keys.
 */
const LAYOUTS = [
  { name: '320 × 640', viewport: { width: 320, height: 640 }, largeText: false, locales: ['en-US', 'es-US'] },
  { name: '375 × 812', viewport: { width: 375, height: 812 }, largeText: false, locales: ['es-US'] },
  { name: '375 × 812 with 200 % text', viewport: { width: 375, height: 812 }, largeText: true, locales: ['en-US', 'es-US'] },
] as const;

const REGION_NAME = { 'en-US': 'Line items', 'es-US': 'Conceptos' } as const;

/** A full page load of the assembled app on this shared 2-core machine. */
const PAGE_LOAD = 45_000;

async function signIn(page: Page, locale: string, signInToHome: (email: string) => Promise<void>) {
  if (locale === 'es-US') await signInInSpanish(page, members.hraPrimary.email);
  else await signInToHome(members.hraPrimary.email);
}

for (const layout of LAYOUTS) {
  for (const locale of layout.locales) {
    test(`claim line items at ${layout.name} (${locale}): the page stays put, the table scrolls in its own focusable region`, async ({ page, signInPage }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(layout.viewport);
      if (layout.largeText) await useLargeText(page);
      await signIn(page, locale, (email) => signInPage.signInToHome(email));
      // The paid-by-check claim has two lines, the longer one "Specialist consultation".
      await page.goto(`/claim-details/${SEEDED_CLAIMS.mariaPaidByCheck}`);
      const region = page.getByRole('region', { name: REGION_NAME[locale] });
      await expect(region.getByRole('table', { name: REGION_NAME[locale] })).toBeVisible({ timeout: PAGE_LOAD });

      const sizes = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      const box = await region.evaluate((element) => ({ scrollWidth: element.scrollWidth, clientWidth: element.clientWidth }));
      test.info().annotations.push({ type: 'widths', description: `page ${sizes.page} at ${sizes.viewport}; table ${box.scrollWidth} in a region of ${box.clientWidth}` });
      expect(sizes.page, 'the page does not scroll sideways').toBeLessThanOrEqual(sizes.viewport);

      // The keyboard reaches the region, shows a ring on it, and scrolls a table wider than it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      for (let step = 0; step < 40 && !(await region.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
      await expect(region).toBeFocused();
      const ring = await region.evaluate((element) => {
        const style = getComputedStyle(element);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(ring.style).not.toBe('none');
      expect(ring.width).toBeGreaterThanOrEqual(2);
      if (box.scrollWidth > box.clientWidth) {
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      }
      await expectNoAxeViolations(page);
    });
  }
}
