import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { signInInSpanish } from './spanish-sign-in';

export type Language = 'en-US' | 'es-US';

/** One journey as two tests: the member signed in with the app in English, then in Spanish. */
export function testInBothLanguages(email: string, journey: (page: Page, language: Language) => Promise<void>): void {
  test('in English', async ({ page, signInPage }) => {
    await signInPage.signInToHome(email);
    await journey(page, 'en-US');
  });

  test('in Spanish', async ({ page, signInPage }) => {
    void signInPage; // requested for its sandbox reset
    await signInInSpanish(page, email);
    await journey(page, 'es-US');
  });
}
