import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './members';

/** The sign-in screen as a member sees it: found by role and label. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  /**
   * `/?state=sign-in`: the sign-in form itself. A bare `/` is the welcome carousel for a first-time web
   * visitor (access §2.1), and the biometrics splash inside a native shell with biometrics enabled.
   */
  async open(path = '/?state=sign-in') {
    await this.page.goto(path);
    await expect(this.emailField).toBeVisible();
  }

  get emailField() {
    return this.page.getByLabel('Email', { exact: true });
  }

  get passwordField() {
    return this.page.getByLabel('Password', { exact: true });
  }

  get submit() {
    return this.page.getByRole('button', { name: 'Sign in', exact: true });
  }

  async signIn(email: string, password = PASSWORD) {
    await this.emailField.fill(email);
    await this.passwordField.fill(password);
    await this.submit.click();
  }

  /** Opens the sign-in page, signs in and waits for /home (members without MFA). */
  async signInToHome(email: string) {
    await this.open();
    await this.signIn(email);
    await expect(this.page).toHaveURL(/\/home$/);
  }
}
