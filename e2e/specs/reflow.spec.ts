import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { openPageState, PAGE_LOAD, signInAsMaria, useLanguage } from '../support/page-state-walk';
import { answerFlowStep, continueUnanswered } from '../support/flow-answers';
import { MEMBER_PAGE_FLOWS, MEMBER_PAGE_STATES, PUBLIC_PAGE_STATES, type PageFlow, type PageState } from '../support/page-states';

/**
 * Reflow (WCAG 1.4.10) and large text (1.4.4) on every page state, in both languages: at 320 × 640, and at
 * 375 × 812 with the root font size doubled (`html { font-size: 200% }`, as iOS Larger Text and
 * Android's font scale grow rem-sized text), no page scrolls sideways:
 * `document.documentElement.scrollWidth <= clientWidth`. A data table may scroll, but only inside its own
 * box, which then does not widen the page. One load per state and language: the page is measured at
 * 320 px, then resized and restyled in place for 200 % text.
 */
const LAYOUTS = [
  { name: '320 × 640', viewport: { width: 320, height: 640 }, largeText: false },
  { name: '375 × 812, 200 % text', viewport: { width: 375, height: 812 }, largeText: true },
] as const;

const LANGUAGES = ['en-US', 'es-US'] as const;

/**
 * The root font size as an inline style on <html> (the content security policy refuses an injected
 * style element, so that would measure nothing; an element's style property is not a style element).
 */
async function setLargeText(page: Page, on: boolean) {
  await page.evaluate((enable) => {
    if (enable) document.documentElement.style.setProperty('font-size', '200%', 'important');
    else document.documentElement.style.removeProperty('font-size');
  }, on);
  const rootFontSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(rootFontSize, 'the root font size in effect').toBe(on ? '32px' : '16px');
}

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** The outermost elements that reach past the right edge, to say where a failure comes from. */
  culprits: string[];
}

/** The page's width against the viewport, and what sticks out (outside any box that scrolls or clips it). */
async function measure(page: Page): Promise<Overflow> {
  // Two frames: the resize and the new root font size are laid out (and observers have answered).
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => {
    const root = document.documentElement;
    const limit = root.clientWidth + 0.5;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== root && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} → ${Math.round(rect.right)} "${text}"`;
    };
    const over = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.right > limit && !clipped(element);
    });
    const outermost = over.filter((element) => !over.some((other) => other !== element && other.contains(element) && other.getBoundingClientRect().right >= element.getBoundingClientRect().right - 0.5));
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits: outermost.slice(0, 4).map(describe) };
  });
}

/** The page as it is now, measured in each layout (a failure is soft: one run reports every state), then back at 320 px. */
async function expectReflowsInEveryLayout(page: Page, label: string) {
  for (const layout of LAYOUTS) {
    await page.setViewportSize(layout.viewport);
    await setLargeText(page, layout.largeText);
    const { scrollWidth, clientWidth, culprits } = await measure(page);
    const where = `${label} (${layout.name})`;
    test.info().annotations.push({ type: 'scrollWidth', description: `${where}: ${scrollWidth} / ${clientWidth}` });
    expect.soft(scrollWidth, `${where}: scrollWidth ${scrollWidth} > ${clientWidth}; sticking out: ${culprits.join(' | ')}`).toBeLessThanOrEqual(clientWidth);
  }
  await setLargeText(page, false);
  await page.setViewportSize(LAYOUTS[0].viewport);
}

/** One load of the state (the large-text style goes with the document: each load starts at normal text, 320 px). */
async function expectReflows(page: Page, state: PageState, locale: string) {
  await page.setViewportSize(LAYOUTS[0].viewport);
  await openPageState(page, state);
  await expectReflowsInEveryLayout(page, `${state.name ?? state.path} (${locale})`);
}

/** Every step of a flow in one page: unanswered, with its error where it has one, then answered. */
async function expectFlowReflows(page: Page, flow: PageFlow, locale: string) {
  await page.setViewportSize(LAYOUTS[0].viewport);
  await page.goto(flow.start);
  for (let step = 1; step <= flow.steps + 1; step += 1) {
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: PAGE_LOAD });
    const label = `${flow.name} step ${step}, ${new URL(page.url()).pathname}${new URL(page.url()).search} (${locale})`;
    await expectReflowsInEveryLayout(page, label);
    if (step > flow.steps) break;
    const outcome = await continueUnanswered(page);
    if (outcome === 'moved') continue;
    if (outcome === 'error') await expectReflowsInEveryLayout(page, `${label}, unanswered`);
    await answerFlowStep(page);
  }
}

/** The two-step verification actions, named as each language names them. */
const TWO_STEP_ACTIONS = {
  'en-US': [
    { path: '/security/mfa', name: 'Turn on two-step verification' },
    { path: '/security/mfa/success', name: 'Back to security' },
  ],
  'es-US': [
    { path: '/security/mfa', name: 'Activar la verificación en dos pasos' },
    { path: '/security/mfa/success', name: 'Volver a seguridad' },
  ],
} as const;

for (const locale of LANGUAGES) {
  test.describe(`reflow at 320 px and 200 % text (${locale})`, () => {
    test('signed out: welcome, sign-in, sign-up, recovery and the information pages', async ({ page, signInPage }) => {
      void signInPage; // asked for its sandbox reset
      test.setTimeout(PUBLIC_PAGE_STATES.length * 20_000);
      await useLanguage(page, locale);
      for (const state of PUBLIC_PAGE_STATES) await expectReflows(page, state, locale);
    });

    test("signed in: every route, claim, thread and flow's first step", async ({ page, signInPage }) => {
      void signInPage; // asked for its sandbox reset
      test.setTimeout(60_000 + MEMBER_PAGE_STATES.length * 20_000);
      await useLanguage(page, locale);
      await signInAsMaria(page);
      for (const state of MEMBER_PAGE_STATES) await expectReflows(page, state, locale);
    });

    test('signed in: every step of the claim and appeal flows, with and without an answer', async ({ page, signInPage }) => {
      void signInPage; // asked for its sandbox reset
      test.setTimeout(120_000 + MEMBER_PAGE_FLOWS.reduce((sum, flow) => sum + flow.steps, 0) * 20_000);
      await useLanguage(page, locale);
      await signInAsMaria(page);
      for (const flow of MEMBER_PAGE_FLOWS) await expectFlowReflows(page, flow, locale);
    });

    test('the two-step verification buttons stay on screen at 320 and 375 px, their long labels wrapped', async ({ page, signInPage }) => {
      void signInPage; // asked for its sandbox reset
      await useLanguage(page, locale);
      await signInAsMaria(page);
      for (const { path, name } of TWO_STEP_ACTIONS[locale]) {
        await page.goto(path);
        const action = page.getByRole('link', { name, exact: true });
        for (const width of [320, 375]) {
          await page.setViewportSize({ width, height: 700 });
          await expect(action).toBeVisible({ timeout: PAGE_LOAD });
          const box = await action.boundingBox();
          expect(box, `${name} at ${width} px`).not.toBeNull();
          expect(box!.x, `${name} starts on screen at ${width} px`).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, `${name} ends on screen at ${width} px`).toBeLessThanOrEqual(width);
        }
      }
    });
  });
}
