import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { useLargeText } from '../support/large-text';
import { members } from '../support/members';
import { signInInSpanish } from '../support/spanish-sign-in';

/**
 * The bottom tab bar at 200 % text on a 375 × 812 phone (WCAG 1.4.4, 1.4.10, 2.4.11): it stays one row
 * (each tab an icon over its label, a long label cut on screen with an ellipsis), every tab keeps its whole
 * label as its accessible name, and a focused message box scrolls clear of it.
 */
/** Maria has two unread threads: the Concierge tab's name carries the count. */
const LANGUAGES = [
  { locale: 'en-US', tabsLabel: 'Tabs', tabs: ['Home', 'Search', 'Care team', 'Claims', 'Concierge 2 unread'], message: 'Message' },
  { locale: 'es-US', tabsLabel: 'Pestañas', tabs: ['Inicio', 'Buscar', 'Equipo de atención', 'Reclamos', 'Conserjería 2 sin leer'], message: 'Mensaje' },
] as const;

/** A full page load of the assembled app on this shared 2-core machine. */
const PAGE_LOAD = 45_000;

interface BarMeasure {
  barTop: number;
  barHeight: number;
  /** Distinct tops of the tabs: one row when there is one. */
  rowTops: number[];
  tallestTab: number;
}

async function measureBar(bar: Locator): Promise<BarMeasure> {
  return bar.evaluate((nav) => {
    const rect = nav.getBoundingClientRect();
    const tabs = Array.from(nav.querySelectorAll('a')).map((link) => link.getBoundingClientRect());
    return {
      barTop: rect.top,
      barHeight: rect.height,
      rowTops: [...new Set(tabs.map((tab) => Math.round(tab.top)))],
      tallestTab: Math.max(...tabs.map((tab) => tab.height)),
    };
  });
}

async function signIn(page: Page, locale: string, signInToHome: (email: string) => Promise<void>) {
  if (locale === 'es-US') await signInInSpanish(page, members.hraPrimary.email);
  else await signInToHome(members.hraPrimary.email);
}

test.describe('the bottom bar at 200 % text on a 375 × 812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const language of LANGUAGES) {
    test(`stays one row with whole tab names, and a focused message box scrolls clear of it (${language.locale})`, async ({ page, signInPage }) => {
      test.setTimeout(120_000);
      await useLargeText(page);
      await signIn(page, language.locale, (email) => signInPage.signInToHome(email));

      const bar = page.getByRole('navigation', { name: language.tabsLabel });
      await expect(bar).toBeVisible({ timeout: PAGE_LOAD });
      const measure = await measureBar(bar);
      test.info().annotations.push({ type: 'bar height', description: `${measure.barHeight} px, tabs in ${measure.rowTops.length} row(s)` });
      expect(measure.rowTops, 'the tops of the tabs').toHaveLength(1);
      // One row: the bar is one tab high plus its own padding, nowhere near two tabs.
      expect(measure.barHeight).toBeLessThan(measure.tallestTab * 1.5);
      // The names stay whole even where the text is cut on screen.
      const links = bar.getByRole('link');
      await expect(links).toHaveCount(language.tabs.length);
      for (const [index, name] of language.tabs.entries()) await expect(links.nth(index)).toHaveAccessibleName(name);
      const viewportWidth = page.viewportSize()?.width ?? 0;
      for (const link of await links.all()) {
        const rect = await link.boundingBox();
        expect(rect && rect.x >= 0 && rect.x + rect.width <= viewportWidth, `${await link.getAttribute('href')} inside the screen`).toBe(true);
      }
      await expectNoAxeViolations(page);

      await page.goto('/messages/new');
      const message = page.getByRole('textbox', { name: language.message, exact: true });
      await expect(message).toBeVisible({ timeout: PAGE_LOAD });
      // Tab from the top of the page to the message box, as a keyboard user does.
      await page.evaluate(() => {
        window.scrollTo(0, 0);
        (document.activeElement as HTMLElement | null)?.blur();
      });
      for (let step = 0; step < 30 && !(await message.evaluate((element) => element === document.activeElement)); step += 1) await page.keyboard.press('Tab');
      await expect(message).toBeFocused();
      await expect(bar).toBeVisible();
      const { boxBottom, barTop } = await message.evaluate((element, label) => ({
        boxBottom: element.getBoundingClientRect().bottom,
        barTop: document.querySelector(`nav[aria-label="${label}"]`)?.getBoundingClientRect().top ?? 0,
      }), language.tabsLabel);
      test.info().annotations.push({ type: 'message box', description: `bottom ${boxBottom} px, bar top ${barTop} px` });
      expect(boxBottom, `the message box ends (${boxBottom}) above the bar (${barTop})`).toBeLessThanOrEqual(barTop);
    });
  }
});
