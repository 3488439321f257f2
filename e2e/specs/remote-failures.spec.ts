import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { remoteFilesPath } from '../support/remote-paths';
import { MOUNT_CONTRACT_VERSION } from '@member/shared-contracts/mount';

const CURRENT = JSON.stringify(MOUNT_CONTRACT_VERSION);
const NEXT_MAJOR = JSON.stringify(`${Number(MOUNT_CONTRACT_VERSION.split('.')[0]) + 1}.0.0`);

/** The claims remote's exposed module (its single-spa lifecycles), whatever its content hash. */
const claimsLifecyclesChunk = new RegExp(`${remoteFilesPath('mfe_claims')}__federation_expose_lifecycles\\.[0-9a-f]+\\.js$`);
const main = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * The fetched chunk's headers for a rewritten body: the static server sends it brotli-compressed, and
 * `route.fetch()` hands over the decoded text, so the encoding (and the old length) must not be kept.
 */
function plainHeaders(response: import('@playwright/test').APIResponse): Record<string, string> {
  const { 'content-encoding': _encoding, 'content-length': _length, ...rest } = response.headers();
  return rest;
}

test.describe('remote failures stay in their area', () => {
  test.beforeEach(async ({ signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
  });

  test('a remote built for another contract major version is refused with the needs-update fallback', async ({ page }) => {
    // Serve the claims remote as if it had been built against mount contract 2.x: the version it
    // declares and the one it checks the host against.
    await page.route(claimsLifecyclesChunk, async (route) => {
      const original = await route.fetch();
      const body = (await original.text()).replaceAll(CURRENT, NEXT_MAJOR);
      await route.fulfill({ response: original, headers: plainHeaders(original), body });
    });
    await main(page).getByRole('link', { name: 'Claims' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This section needs an update' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toHaveCount(0);

    await main(page).getByRole('link', { name: 'Concierge' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  });

  test('a remote that refuses the host’s contract at bootstrap shows the same needs-update fallback', async ({ page }) => {
    // The remote declares 1.x (the host accepts it) but was built to check against 2.x.
    await page.route(claimsLifecyclesChunk, async (route) => {
      const original = await route.fetch();
      const source = await original.text();
      const declared = source.lastIndexOf(`contractVersion:${CURRENT}`);
      const checked = source.indexOf(CURRENT);
      expect(checked).toBeLessThan(declared);
      await route.fulfill({ response: original, headers: plainHeaders(original), body: `${source.slice(0, checked)}${NEXT_MAJOR}${source.slice(checked + CURRENT.length)}` });
    });
    await main(page).getByRole('link', { name: 'Claims' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This section needs an update' })).toBeVisible();
  });

  test('a chunk that fails to load shows the fallback, and retry loads it once it is served again', async ({ page }) => {
    let failing = true;
    await page.route(claimsLifecyclesChunk, (route) => (failing ? route.abort('failed') : route.continue()));
    await main(page).getByRole('link', { name: 'Claims' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This section is unavailable right now' })).toBeVisible();

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
  });
});
