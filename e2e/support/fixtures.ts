import { test as base } from '@playwright/test';
import { SignInPage } from './sign-in-page';
import { sandbox } from './services';

/** Every journey starts from the seed, with a sign-in page object at hand. */
export const test = base.extend<{ signInPage: SignInPage }>({
  signInPage: async ({ page }, use) => {
    await sandbox.reset();
    await use(new SignInPage(page));
  },
});

export { expect } from '@playwright/test';
