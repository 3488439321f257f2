import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/accessibility';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { testInBothLanguages, type Language } from '../support/in-both-languages';
import { telemetry } from '../support/telemetry';

/**
 * Searching and opening a provider with the keyboard only (WCAG 2.1.1, 2.4.3, 4.1.3, 2.4.2): focus stays
 * where the member searched from, the result count is said once by a polite live region that was in the
 * page (empty) before it was filled, a result opens as a page (its heading focused, its own title) and
 * Back returns focus to the result that was opened.
 */

interface Strings {
  term: string;
  submit: string;
  results: string;
  count: RegExp;
  back: string;
  searchTitle: string;
}

const STRINGS: Record<Language, Strings> = {
  'en-US': { term: 'Specialty, condition or name', submit: 'Search', results: 'Search results', count: /^Showing \d+–\d+ of [\d,]+ providers? near /, back: 'Back', searchTitle: 'Search · Member' },
  'es-US': { term: 'Especialidad, afección o nombre', submit: 'Buscar', results: 'Resultados de la búsqueda', count: /^Mostrando \d+–\d+ de [\d,]+ proveedore?s? cerca de /, back: 'Atrás', searchTitle: 'Buscar · Member' },
};

// Every sign-in (SRP in the browser) is CPU-bound on a shared machine.
test.beforeEach(() => test.slow());

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement).catch(() => false);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60) {
  for (let presses = 0; presses < limit && !(await isFocused(target)); presses += 1) await page.keyboard.press(key);
  await expect(target).toBeFocused();
}

/** The search's live region: there, and empty, before anything is searched. */
const liveRegion = (page: Page) => page.getByRole('main').locator('p[role="status"]');

/** Records every text the live region takes from now on (consecutive repeats once: a screen reader hears a change). */
async function recordLiveRegion(page: Page) {
  await liveRegion(page).evaluate((region) => {
    const said: string[] = [];
    (window as unknown as { liveRegionSaid: string[] }).liveRegionSaid = said;
    new MutationObserver(() => {
      const text = region.textContent ?? '';
      if (text !== '' && said.at(-1) !== text) said.push(text);
    }).observe(region, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { liveRegionSaid: string[] }).liveRegionSaid);
}

async function searchAndOpenAProvider(page: Page, strings: Strings) {
  await page.goto('/search');
  const term = page.getByLabel(strings.term);
  const submit = page.getByRole('button', { name: strings.submit, exact: true });
  const results = page.getByRole('list', { name: strings.results });
  await expect(page).toHaveTitle(strings.searchTitle);

  // The live region is in the page, empty, before the first search.
  await expect(liveRegion(page)).toHaveCount(1);
  await expect(liveRegion(page)).toBeEmpty();
  const said = await recordLiveRegion(page);

  // Tab to the field, type, Enter: focus stays in the field, the count is said once.
  await tabTo(page, term);
  await page.keyboard.type('pediatrics');
  await page.keyboard.press('Enter');
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(term).toBeFocused();
  await expect(liveRegion(page)).toHaveText(strings.count);
  const firstCount = (await liveRegion(page).textContent()) ?? '';
  expect(await said()).toEqual([firstCount]);
  await expectNoAxeViolations(page);

  // Change the term, Tab to the Search button, Enter: focus stays on the button, the new count is said once.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('dermatology');
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/q=dermatology/);
  // The two searches find different numbers of providers in the sandbox's directory: a second text.
  await expect.poll(said).toHaveLength(2);
  await expect(results).toHaveAttribute('aria-busy', 'false');
  await expect(submit).toBeFocused();
  const secondCount = (await liveRegion(page).textContent()) ?? '';
  expect(secondCount).toMatch(strings.count);
  expect(await said()).toEqual([firstCount, secondCount]);

  // Tab on to the first result, Enter: the provider's page, its heading focused, its name the title.
  const first = results.getByRole('link').first();
  const name = ((await first.textContent()) ?? '').trim();
  await tabTo(page, first);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]provider=/);
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${name} · Member`);
  await expectNoAxeViolations(page);

  // Back (Shift+Tab from the heading to the page's Back button, Enter): the results, focus on that result.
  await tabTo(page, page.getByRole('button', { name: strings.back, exact: true }), 'Shift+Tab', 5);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/[?&]provider=/);
  await expect(results.getByRole('link', { name, exact: true })).toBeFocused();
  await expect(page).toHaveTitle(strings.searchTitle);
  await expectNoAxeViolations(page);

  // The title named the provider; analytics never saw it (page views name the route pattern).
  const analytics = (await telemetry.payloads()).filter((payload) => payload.kind === 'analytics');
  expect(JSON.stringify(analytics)).not.toContain(name);
}

test.describe('searching and opening a provider, keyboard only', () => {
  testInBothLanguages(members.hraPrimary.email, (page, language) => searchAndOpenAProvider(page, STRINGS[language]));
});
