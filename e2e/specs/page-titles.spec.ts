import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { members } from '../support/members';
import { testInBothLanguages } from '../support/in-both-languages';
import { telemetry } from '../support/telemetry';
import { SEEDED_CLAIMS } from '../../sandbox/src/seed/claims-seed';

/**
 * Each conversation and each claim has its own page title (WCAG 2.4.2), in the member's language, and
 * the title never reaches analytics (it can name a health matter).
 */

const THREAD = { path: '/messages/ticket-200001-2', subject: 'Finding an in-network dermatologist' };

const TITLES = {
  'en-US': { claim: (provider: string) => new RegExp(`^Claim: ${provider}, .+ · Member$`), thread: `${THREAD.subject} · Concierge conversation · Member`, claims: 'Claims · Member' },
  'es-US': { claim: (provider: string) => new RegExp(`^Reclamo: ${provider}, .+ · Member$`), thread: `${THREAD.subject} · Conversación con conserjería · Member`, claims: 'Reclamos · Member' },
};

test.beforeEach(() => test.slow());

async function titlesOfAClaimAndAThread(page: Page, titles: (typeof TITLES)['en-US']) {
  await page.goto(`/claim-details/${SEEDED_CLAIMS.mariaPaidByCheck}`);
  const provider = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  expect(provider).not.toBe('');
  const providerPattern = provider.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page).toHaveTitle(titles.claim(providerPattern));
  await page.goto('/claims');
  await expect(page).toHaveTitle(titles.claims);
  // A client-side route change too: the shell forgets the previous page's title before the next sets its own.
  await page.getByRole('main').getByRole('link', { name: new RegExp(providerPattern) }).first().click();
  await expect(page).toHaveTitle(titles.claim(providerPattern));
  await page.goBack();
  await expect(page).toHaveTitle(titles.claims);

  await page.goto(THREAD.path);
  await expect(page.getByRole('heading', { level: 1, name: THREAD.subject })).toBeVisible();
  await expect(page).toHaveTitle(titles.thread);

  const analytics = JSON.stringify((await telemetry.payloads()).filter((payload) => payload.kind === 'analytics'));
  expect(analytics).not.toContain(THREAD.subject);
  expect(analytics).not.toContain(provider);
}

test.describe('a claim and a conversation are titled by what they are', () => {
  testInBothLanguages(members.hraPrimary.email, (page, language) => titlesOfAClaimAndAThread(page, TITLES[language]));
});
