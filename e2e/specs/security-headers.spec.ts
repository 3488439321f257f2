import { test, expect } from '../support/fixtures';
import { members } from '../support/members';

/** A page of another origin, served by the test itself (nothing listens there). */
const FOREIGN_PAGE = 'http://localhost:4567/frame-the-app.html';

test.describe('security headers', () => {
  test('the app is served with its content security policy, nosniff and a referrer policy', async ({ page }) => {
    const response = await page.goto('/?state=sign-in');
    const headers = response?.headers() ?? {};
    // The remotes are served on the shell's origin (decision 072): scripts from it only.
    expect(headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the policy and the framing rule go with the document only: the sign-in screen\'s scripts carry neither, but nosniff', async ({ page }) => {
    const scripts: { url: string; headers: Record<string, string>; headerBytes: number }[] = [];
    page.on('response', async (response) => {
      if (!new URL(response.url()).pathname.endsWith('.js')) return;
      const headers = await response.headersArray();
      // As sent over HTTP/1.1: `Name: value\r\n` per header.
      const headerBytes = headers.reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0);
      scripts.push({ url: response.url(), headers: await response.allHeaders(), headerBytes });
    });
    const document = await page.goto('/?state=sign-in');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect((await document?.allHeaders())?.['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await document?.allHeaders())?.['x-frame-options']).toBe('DENY');

    // Sign-in's whole first load (9 files since the shell's shared packages come grouped; main.js, the
    // libraries, react-dom, mfe-auth's entry and screen at the least), so every kind of script is checked.
    expect(scripts.length).toBeGreaterThanOrEqual(5);
    for (const script of scripts) {
      expect(script.headers['content-security-policy'], script.url).toBeUndefined();
      expect(script.headers['x-frame-options'], script.url).toBeUndefined();
      expect(script.headers['x-content-type-options'], script.url).toBe('nosniff');
    }
    const total = scripts.reduce((sum, script) => sum + script.headerBytes, 0);
    console.log(`sign-in: ${scripts.length} scripts, ${total} bytes of response headers (${Math.round(total / scripts.length)} per script)`);
  });

  test('JavaScript arrives compressed, and source maps are not served', async ({ page, request }) => {
    const scripts: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    });
    await page.goto('/?state=sign-in');
    await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(3);
    expect(scripts.filter((script) => script.encoding !== 'br')).toEqual([]);
    const main = scripts.find((script) => /\/main\.[0-9a-f]{8}\.js$/.test(script.url));
    expect(main).toBeDefined();
    expect((await request.get(`${main?.url}.map`)).status()).toBe(404);
  });

  test('a page on another origin cannot frame the signed-in account page', async ({ page, signInPage, cspGuard }) => {
    cspGuard.allow(/frame-ancestors/);
    await signInPage.signInToHome(members.hraPrimary.email);
    await page.route(FOREIGN_PAGE, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><iframe title="framed" src="http://localhost:3000/account" width="800" height="600"></iframe>' }),
    );
    const framed = page.waitForEvent('framenavigated', (frame) => frame !== page.mainFrame());
    await page.goto(FOREIGN_PAGE);
    const frame = await framed;
    // Refused: the frame shows the browser's error page, never the member's account.
    await expect.poll(() => frame.url()).toMatch(/^chrome-error:/);
    await page.waitForTimeout(1000);
    await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Account' })).toHaveCount(0);
    await expect(page.frameLocator('iframe').getByRole('textbox', { name: /email/i })).toHaveCount(0);
  });
});
