import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect as baseExpect } from '../support/fixtures';
import { members } from '../support/members';
import { buildRelease, hashTree, remotesManifest, shellDist, type Release } from '../support/deployments';
import ports from '@member/shared-contracts/environment/local-ports.json';
import { remoteFilesPath } from '../support/remote-paths';

const REMOTE = 'mfe_reimbursements';
const HEADING = 'Reimbursements';
const NEW_HEADING = 'Reimbursements, new release';
/** The build just before leaves the machine busy for a while: page loads get more time here. */
const expect = baseExpect.configure({ timeout: 60_000 });

/**
 * Opens /reimbursements in a fresh page load and says which shell entry script ran and where (the path
 * on the shell's origin) the reimbursements remote's entry came from.
 */
async function loadReimbursements(page: Page): Promise<{ shellMain: string[]; remoteEntry: string }> {
  const shellMain: string[] = [];
  const collect = (response: { url(): string }) => {
    const url = new URL(response.url());
    if (url.port === String(ports.shell) && /^\/ui\/main\.[0-9a-f]+\.js$/.test(url.pathname)) shellMain.push(url.pathname);
  };
  page.on('response', collect);
  const remoteEntry = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.port === String(ports.shell) && url.pathname.startsWith(remoteFilesPath(REMOTE)) && url.pathname.endsWith('/remoteEntry.js');
  }, { timeout: 120_000 });
  try {
    await page.goto('/reimbursements');
    return { shellMain, remoteEntry: new URL((await remoteEntry).url()).pathname };
  } finally {
    page.off('response', collect);
  }
}

test.describe('independent deployment of a remote (docs/deployment-and-rollback.md)', () => {
  let release: Release | undefined;

  test.afterAll(async () => {
    await remotesManifest.reset();
    release?.remove();
  });

  test('a changed remote built to a new location is picked up on the next page load without a shell rebuild, and rolling back brings the old one back', async ({ page, signInPage }) => {
    test.setTimeout(10 * 60_000); // builds the one remote (about 15 s of CPU; slower on a busy machine)
    const shellFiles = hashTree(shellDist);
    const committed = (await remotesManifest.read())[REMOTE];
    expect(committed).toBe(`${remoteFilesPath(REMOTE)}mf-manifest.json`);

    // A new release of the reimbursements remote only: a changed copy of its source, built to
    // /releases/<version>/ of the remote's server, which the shell's origin serves under the remote's path
    // (as production's CDN serves each version's folder: docs/deployment-and-rollback.md).
    release = await buildRelease(REMOTE, (copy) => {
      const file = path.join(copy, 'src', 'locales', 'en-US.json');
      const translations = JSON.parse(readFileSync(file, 'utf8'));
      translations.setup.heading = NEW_HEADING;
      writeFileSync(file, JSON.stringify(translations));
    });
    const releaseEntry = release.manifestUrl.replace(/mf-manifest\.json$/, 'remoteEntry.js');

    await signInPage.open();
    await signInPage.signIn(members.hraPrimary.email);
    await expect(page).toHaveURL(/\/home$/);
    const before = await loadReimbursements(page);
    expect(before.remoteEntry).toBe(`${remoteFilesPath(REMOTE)}remoteEntry.js`);
    expect(before.shellMain).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();

    // Deploy: repoint the one entry of the environment's remotes manifest.
    const { previous } = await remotesManifest.repoint(REMOTE, release.manifestUrl);
    expect(previous).toBe(committed);
    const deployed = await loadReimbursements(page);
    expect(deployed.remoteEntry).toBe(releaseEntry);
    await expect(page.getByRole('heading', { level: 1, name: NEW_HEADING })).toBeVisible();
    expect(deployed.shellMain).toEqual(before.shellMain);
    // The other remotes still come from where they were.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();

    // Roll back: repoint it to the previous location.
    await remotesManifest.repoint(REMOTE, previous);
    const rolledBack = await loadReimbursements(page);
    expect(rolledBack.remoteEntry).toBe(before.remoteEntry);
    await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: NEW_HEADING })).toHaveCount(0);
    expect(rolledBack.shellMain).toEqual(before.shellMain);

    // No shell rebuild: every file of the shell's build is what it was.
    expect(hashTree(shellDist)).toBe(shellFiles);
  });
});
