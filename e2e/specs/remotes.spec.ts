import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { remoteServers } from '../support/services';
import { probeReactRenderers } from '../support/react-renderer-probe';
import { remoteFilesPath } from '../support/remote-paths';

const TAB_ROOTS = [
  { path: '/home', heading: `Hi, ${members.hraPrimary.firstName}`, remote: 'mfe_home_onboarding' as const },
  { path: '/search', heading: 'Find care', remote: 'mfe_search_careteam' as const },
  { path: '/care-team', heading: 'Care team', remote: 'mfe_search_careteam' as const },
  { path: '/claims', heading: 'Claims', remote: 'mfe_claims' as const },
  { path: '/messages', heading: 'Messages', remote: 'mfe_messages' as const },
  { path: '/reimbursements', heading: 'Reimbursements', remote: 'mfe_reimbursements' as const },
];

test.describe('remotes in the assembled shell', () => {
  test.beforeEach(async ({ signInPage }) => {
    await signInPage.signInToHome(members.hraPrimary.email);
  });

  test('each tab root mounts its remote', async ({ page }) => {
    for (const { path, heading, remote } of TAB_ROOTS) {
      const remoteEntry = page.waitForResponse((response) => new URL(response.url()).pathname === `${remoteFilesPath(remote)}remoteEntry.js`);
      await page.goto(path);
      await remoteEntry;
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('the navigation reaches every tab without a page load', async ({ page }) => {
    const navigation = page.getByRole('navigation', { name: 'Main' });
    for (const [link, heading] of [
      ['Claims', 'Claims'],
      ['Concierge', 'Messages'],
      ['Search', 'Find care'],
      ['Care team', 'Care team'],
      ['Home', `Hi, ${members.hraPrimary.firstName}`],
    ] as const) {
      await navigation.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });

  test('the browser loads exactly one React, one ReactDOM and one of each shared singleton across remotes', async ({ page }) => {
    await probeReactRenderers(page);
    for (const { path, heading } of TAB_ROOTS) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
    // Navigate in-app too, so every remote is loaded into the same page.
    for (const link of ['Claims', 'Concierge', 'Search', 'Care team', 'Home']) {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: `Hi, ${members.hraPrimary.firstName}` })).toBeVisible();
    const copies = await page.evaluate(() => {
      const hook = (window as unknown as { __MEMBER_REACT_RENDERERS__?: string[] }).__MEMBER_REACT_RENDERERS__ ?? [];
      const share = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean; useIn?: string[] }>>>> } }).__FEDERATION__?.__SHARE__ ?? {};
      const loadedVersions = (pkg: string) =>
        Object.values(share).flatMap((scopes) =>
          Object.values(scopes).flatMap((packages) => Object.entries(packages[pkg] ?? {}).filter(([, info]) => info.loaded).map(([version]) => version)),
        );
      const singletons = ['react', 'react-dom', 'react-dom/client', '@member/router', '@member/i18n', 'i18next', '@tanstack/react-query', '@member/ui'];
      return { renderers: hook, loaded: Object.fromEntries(singletons.map((name) => [name, [...new Set(loadedVersions(name))]])) };
    });
    expect(copies.renderers).toHaveLength(1);
    for (const [name, versions] of Object.entries(copies.loaded)) {
      expect({ name, copies: versions.length }).toEqual({ name, copies: 1 });
    }
  });

  test('a stopped remote shows its fallback while the rest works, and retry mounts it once it is back', async ({ page }) => {
    await remoteServers.stop('mfe_claims');
    try {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).click();
      const fallback = page.getByRole('alert').filter({ hasText: 'This section is unavailable right now' });
      await expect(fallback).toBeVisible();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Concierge' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Claims' }).click();
      await expect(fallback).toBeVisible();
    } finally {
      await remoteServers.start('mfe_claims');
    }
    const pageLoads: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && pageLoads.push(frame.url()));
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible();
    expect(pageLoads).toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/\?state=signed-out$/);
  });

  test('sign-out still works while a remote is down', async ({ page }) => {
    await remoteServers.stop('mfe_messages');
    try {
      await page.goto('/messages');
      await expect(page.getByRole('alert').filter({ hasText: 'This section is unavailable right now' })).toBeVisible();
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/\?state=signed-out$/);
      await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
    } finally {
      await remoteServers.start('mfe_messages');
    }
  });
});
