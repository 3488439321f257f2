import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';

/** The welcome carousel of `/` as a visitor sees it (access §2.1, §2.5, §9). */
const carousel = (page: Page) => page.getByRole('region', { name: /Welcome slides|Diapositivas de bienvenida/ });
const currentSlide = (page: Page) => carousel(page).getByRole('group', { name: /^\d (of|de) 4$/ });

async function expectSlide(page: Page, position: number, heading: string) {
  await expect(currentSlide(page)).toHaveAccessibleName(`${position} of 4`);
  await expect(currentSlide(page).getByRole('heading', { level: 2 })).toHaveText(heading);
}

async function swipe(page: Page, deltaX: number) {
  const box = await currentSlide(page).boundingBox();
  if (!box) throw new Error('no slide to swipe');
  const y = box.y + box.height / 2;
  const startX = box.x + box.width / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX + deltaX / 2, y);
  await page.mouse.move(startX + deltaX, y);
  await page.mouse.up();
}

test.describe('/ for a first-time web visitor: the welcome carousel', () => {
  test('shows four slides with dots and pause; Continue stores the flag and lands on sign-in, also after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome' })).toBeVisible();
    await expectSlide(page, 1, 'Find care that fits you');
    await expect(currentSlide(page).getByRole('img', { name: 'A magnifying glass over a medical cross' })).toBeVisible();

    await page.getByRole('button', { name: 'Pause slides' }).click();
    await expect(page.getByRole('button', { name: 'Play slides' })).toBeVisible();

    const dots = carousel(page).getByRole('group', { name: 'Choose a slide' }).getByRole('button');
    await expect(dots).toHaveCount(4);
    await page.getByRole('button', { name: 'Slide 3 of 4' }).click();
    await expectSlide(page, 3, 'Get money back faster');
    await expect(page.getByRole('button', { name: 'Slide 3 of 4' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 4, 'Help when you need it');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expectSlide(page, 1, 'Find care that fits you');

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/\?state=sign-in$/);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(/\/\?state=sign-in$/);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  });

  test('swipes more than 100 px: left goes next, right goes previous, wrapping around', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Pause slides' }).click();
    await expectSlide(page, 1, 'Find care that fits you');
    await swipe(page, -160);
    await expectSlide(page, 2, 'Know what is covered');
    await swipe(page, 160);
    await expectSlide(page, 1, 'Find care that fits you');
    await swipe(page, 160);
    await expectSlide(page, 4, 'Help when you need it');
    await swipe(page, -60);
    await expectSlide(page, 4, 'Help when you need it');
  });

  test('advances on its own every 8000 ms', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expectSlide(page, 1, 'Find care that fits you');
    await page.clock.runFor(7_000);
    await expectSlide(page, 1, 'Find care that fits you');
    await page.clock.runFor(1_000);
    await expectSlide(page, 2, 'Know what is covered');
  });

  test('keeps the requested path through Continue', async ({ page }) => {
    await page.goto('/claims?view=recent');
    await expect(page).toHaveURL(/\/\?redirect=/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/\?redirect=%2Fclaims%3Fview%3Drecent&state=sign-in$/);
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  });

  test('has the alternate variant', async ({ page }) => {
    await page.goto('/?variant=alternate');
    await expectSlide(page, 1, 'A benefit from your employer');
  });

  test('axe finds no violations on the carousel', async ({ page }) => {
    await page.goto('/');
    await expectSlide(page, 1, 'Find care that fits you');
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('/ with a page state', () => {
  test('state=sign-up shows the sign-up email screen, which validates and goes to the employer step', async ({ page }) => {
    await page.goto('/?state=sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign up with your email' })).toBeVisible();
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('not-an-email');
    await email.blur();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
    await email.fill('new.visitor@example.org');
    await page.getByRole('button', { name: 'Next' }).click();
    // The employer step comes next (access §2.4); the email never reaches the URL.
    await expect(page).toHaveURL(/\/sign-up\/employer$/);
  });

  test('state=signed-out shows the sign-in screen, not the carousel', async ({ page }) => {
    await page.goto('/?state=signed-out');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(carousel(page)).toHaveCount(0);
  });
});

test.describe('/ in Spanish', () => {
  test.use({ locale: 'es-US' });

  test('the welcome carousel speaks Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenida' })).toBeVisible();
    await expect(currentSlide(page)).toHaveAccessibleName('1 de 4');
    await expect(currentSlide(page).getByRole('heading', { level: 2 })).toHaveText('Encuentre la atención que se adapta a usted');
    await expect(page.getByRole('button', { name: 'Diapositiva 2 de 4' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pausar diapositivas' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page).toHaveURL(/\/\?state=sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();
  });
});

test.describe('content images at the screen’s scale (features §9 "Image scales: 1x, 2x, 3x")', () => {
  test.use({ deviceScaleFactor: 3 });

  test('a 3x phone downloads the slide image three times as wide as it shows, and only that one', async ({ page }) => {
    const imageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') imageRequests.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    await page.goto('/');
    const image = currentSlide(page).getByRole('img', { name: 'A magnifying glass over a medical cross' });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    expect(await image.evaluate((element: HTMLImageElement) => new URL(element.currentSrc).search)).toBe('?w=768');
    expect(imageRequests.filter((path) => path.startsWith('/files/find-care.svg'))).toEqual(['/files/find-care.svg?w=768']);
  });
});
