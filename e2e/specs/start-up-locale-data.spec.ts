import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/**
 * Neither sign-in nor the welcome carousel formats a date, so neither makes Chromium load its date-format
 * or likely-subtags data: 23–34 ms and 17 ms of one start-up task on the CI machine, four times that on
 * Lighthouse's phone (docs/performance.md). react-aria asked for both when its UI library was evaluated;
 * the build replaces those two modules (tooling/build-config/react-aria/). This journey fails if a
 * react-aria upgrade moves them, so that the replacement no longer applies, or if a start-up module
 * formats a date.
 */
async function recordLocaleDataLoads(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { localeDataLoads: string[] }).localeDataLoads = calls;
    const where = () => new Error().stack?.split('\n')[3]?.trim() ?? '';
    const DateTimeFormat = Intl.DateTimeFormat;
    Intl.DateTimeFormat = new Proxy(DateTimeFormat, {
      construct(target, args: [string?, Intl.DateTimeFormatOptions?]) {
        calls.push(`new Intl.DateTimeFormat ${where()}`);
        return Reflect.construct(target, args);
      },
      apply(target, thisArg, args: [string?, Intl.DateTimeFormatOptions?]) {
        calls.push(`Intl.DateTimeFormat() ${where()}`);
        return Reflect.apply(target, thisArg, args);
      },
    });
    const supportedLocalesOf = DateTimeFormat.supportedLocalesOf;
    DateTimeFormat.supportedLocalesOf = function (...args) {
      calls.push(`Intl.DateTimeFormat.supportedLocalesOf ${where()}`);
      return supportedLocalesOf.apply(this, args);
    };
    for (const method of ['maximize', 'minimize'] as const) {
      const original = Intl.Locale.prototype[method];
      Intl.Locale.prototype[method] = function () {
        calls.push(`Intl.Locale#${method} ${where()}`);
        return original.call(this);
      };
    }
    for (const method of ['toLocaleDateString', 'toLocaleTimeString', 'toLocaleString'] as const) {
      const original = Date.prototype[method];
      Date.prototype[method] = function (...args: Parameters<Date['toLocaleString']>) {
        calls.push(`Date#${method} ${where()}`);
        return original.apply(this, args);
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { localeDataLoads: string[] }).localeDataLoads);
}

test.describe('start-up loads no date-format or likely-subtags data', () => {
  test('the sign-in screen', async ({ page }) => {
    const loads = await recordLocaleDataLoads(page);
    await page.goto('/?state=sign-in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(await loads()).toEqual([]);
  });

  test('the welcome carousel', async ({ page }) => {
    const loads = await recordLocaleDataLoads(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Find care that fits you' })).toBeVisible();
    expect(await loads()).toEqual([]);
  });

  test('the recorder sees a date formatted', async ({ page }) => {
    const loads = await recordLocaleDataLoads(page);
    await page.goto('/?state=sign-in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.evaluate(() => [new Date(0).toLocaleDateString('en-US'), Intl.DateTimeFormat.supportedLocalesOf(['es-US'])]);
    expect(await loads()).toEqual([expect.stringMatching(/^Date#toLocaleDateString/), expect.stringMatching(/^Intl\.DateTimeFormat\.supportedLocalesOf/)]);
  });
});
