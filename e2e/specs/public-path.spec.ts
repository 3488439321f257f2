import type { Response } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import ports from '@member/shared-contracts/environment/local-ports.json';
import { members } from '../support/members';
import { REMOTES_PATH } from '../support/remote-paths';

/** access §9: "public path prefix /ui/". */
const PUBLIC_PATH = '/ui/';
const SHELL_ORIGIN = `http://localhost:${ports.shell}`;

/**
 * Every file of the shell's that its origin answers while a page loads: its path and what came back. The
 * services' calls it forwards (`/api/…`, decision 057) are not files, and the remotes' files it forwards
 * (`/remotes/<remote>/…`, decision 072) are the remotes'.
 */
function shellFiles(responses: Response[]) {
  return responses
    .filter((response) => response.url().startsWith(SHELL_ORIGIN) && response.request().resourceType() !== 'document')
    .map((response) => ({ path: new URL(response.url()).pathname, status: response.status() }))
    .filter((file) => !file.path.startsWith('/api/') && !file.path.startsWith(REMOTES_PATH));
}

test.describe('public path', () => {
  test('the shell’s files come from /ui/, the routes and the environment configuration stay where they are', async ({ page, signInPage }) => {
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    await signInPage.signInToHome(members.hraPrimary.email);
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/home`);

    const files = shellFiles(responses);
    expect(files.some((file) => /^\/ui\/main\.[0-9a-f]{8}\.js$/.test(file.path))).toBe(true);
    expect(files.filter((file) => !file.path.startsWith(PUBLIC_PATH) && !file.path.startsWith('/config/'))).toEqual([]);
    expect(files.filter((file) => file.status >= 400)).toEqual([]);

    // A route opened directly is still the route.
    await page.goto('/claims');
    await expect(page).toHaveURL(`${SHELL_ORIGIN}/claims`);
    await expect(page.getByRole('heading', { level: 1, name: /claims/i })).toBeVisible();
  });

  test('the document links an icon that answers an image, cached for good', async ({ page, request }) => {
    await page.goto('/?state=sign-in');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.length).toBeGreaterThan(0);
    for (const href of icons) {
      expect(new URL(href).pathname.startsWith(PUBLIC_PATH)).toBe(true);
      const icon = await request.get(href);
      expect(icon.status(), href).toBe(200);
      expect(icon.headers()['content-type'], href).toMatch(/^image\//);
      expect(icon.headers()['cache-control'], href).toContain('immutable');
      expect((await icon.body()).byteLength, href).toBeLessThan(1024);
    }
  });
});
