import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234!';

/** The minimal sign-in page of the foundation (the public site replaces it in a later issue). */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/');
    await expect(this.page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  error() {
    return this.page.getByRole('alert');
  }
}
