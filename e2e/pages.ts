import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const DEMO_OWNER = { email: 'owner@demo.fika.test', password: 'Demo1234!', name: 'Olivia Owner' };
export const DEMO_PASSWORD = DEMO_OWNER.password;

/** A fresh e-mail address per test run, so journeys never collide on a shared database. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Opens a public page and waits until it has hydrated (its submit button is enabled). */
async function openForm(page: Page, path: string, submit: Locator): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(submit).toBeEnabled();
}

/** The public log-in page, /{lang}/login. */
export class LoginPage {
  readonly submit: Locator;
  constructor(private readonly page: Page) {
    this.submit = page.getByRole('button', { name: 'Log in' });
  }

  async open(segment = 'en-gb') {
    await openForm(this.page, `/${segment}/login`, this.submit);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Log in to Fika' })).toBeVisible();
  }

  async logIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.submit.click();
  }

  error() {
    return this.page.getByRole('alert');
  }
}

/** The back-office frame: sidebar, top bar and user menu. */
export class BackOffice {
  constructor(private readonly page: Page) {}

  /** The user menu's button, named after the signed-in user. */
  userMenu(name?: string): Locator {
    return this.page.getByRole('button', { name: name ? `Account menu of ${name}` : /^Account menu of / });
  }

  /** The main list of the sidebar. */
  sidebar(): Locator {
    return this.page.getByRole('navigation', { name: 'Main navigation' });
  }

  /** The labels of the sidebar's links, in order, once the session has loaded. */
  async sidebarEntries(): Promise<string[]> {
    await expect(this.sidebar().getByRole('link').first()).toBeVisible();
    await expect(this.page.getByTestId('sidebar-loading')).toHaveCount(0);
    // Badges ('New', shown in capitals) are part of a link's text; labels are compared without them.
    return (await this.sidebar().getByRole('link').allInnerTexts()).map((text) =>
      text.trim().replace(/\s*new$/i, ''),
    );
  }

  async expectSignedInAs(name: string) {
    await expect(this.userMenu(name)).toBeVisible();
  }

  async openUserMenu() {
    await this.userMenu().click();
  }

  async signOut() {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}

export interface Registration {
  storeType?: 'Single store' | 'Multiple stores' | 'Enterprise';
  country?: string;
  name: string;
  businessName: string;
  phone: string;
  email: string;
  password: string;
}

/** The sign-up page, /{lang}/register. */
export class RegisterPage {
  readonly submit: Locator;
  constructor(private readonly page: Page) {
    this.submit = page.getByRole('button', { name: 'Create account' });
  }

  async open(segment = 'en-gb') {
    await openForm(this.page, `/${segment}/register`, this.submit);
  }

  async register(r: Registration) {
    const page = this.page;
    await page.getByLabel(r.storeType ?? 'Single store').check();
    if (r.country) await page.getByLabel('Country').selectOption({ label: r.country });
    await page.getByLabel('Your name').fill(r.name);
    await page.getByLabel('Business name').fill(r.businessName);
    await page.getByLabel('Phone number').fill(r.phone);
    await page.getByLabel('E-mail').fill(r.email);
    await page.getByLabel('Password', { exact: true }).fill(r.password);
    await this.submit.click();
  }
}

interface OutboxEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The development outbox (GET /dev/outbox.json), newest first. */
export class Outbox {
  constructor(private readonly request: APIRequestContext) {}

  /** The newest e-mail to `to`, waiting for it to arrive. */
  async latestTo(to: string): Promise<OutboxEmail> {
    let found: OutboxEmail | undefined;
    await expect
      .poll(async () => {
        const response = await this.request.get('/dev/outbox.json');
        const { emails } = (await response.json()) as { emails: OutboxEmail[] };
        found = emails.find((e) => e.to.toLowerCase() === to.toLowerCase());
        return found !== undefined;
      })
      .toBe(true);
    return found as OutboxEmail;
  }

  /** The path (and query) of the first link in the newest e-mail to `to` matching `pattern`. */
  async linkTo(to: string, pattern: RegExp): Promise<string> {
    const email = await this.latestTo(to);
    const match = /https?:\/\/[^\s"'<>]+/g;
    const url = [...`${email.text} ${email.html}`.matchAll(match)]
      .map((m) => m[0].replace(/&amp;/g, '&'))
      .find((href) => pattern.test(href));
    expect(url, `a link matching ${pattern} in "${email.subject}"`).toBeTruthy();
    const parsed = new URL(url as string);
    return `${parsed.pathname}${parsed.search}`;
  }
}

/** /reset-password, with or without a token. */
export class ResetPasswordPage {
  constructor(private readonly page: Page) {}

  async requestLink(email: string) {
    const submit = this.page.getByRole('button', { name: 'Send reset link' });
    await openForm(this.page, '/reset-password', submit);
    await this.page.getByLabel('E-mail').fill(email);
    await submit.click();
  }

  async chooseNewPassword(path: string, password: string, repeat = password) {
    const submit = this.page.getByRole('button', { name: 'Save new password' });
    await openForm(this.page, path, submit);
    await this.page.getByLabel('New password', { exact: true }).fill(password);
    await this.page.getByLabel('Repeat the new password').fill(repeat);
    await submit.click();
  }
}

/** The advanced company application, /{lang}/create-company. */
export class CreateCompanyPage {
  readonly submit: Locator;
  constructor(private readonly page: Page) {
    this.submit = page.getByRole('button', { name: 'Submit application' });
  }

  async open(segment = 'en-gb') {
    await openForm(this.page, `/${segment}/create-company`, this.submit);
  }

  section(legend: string) {
    return this.page.getByRole('group', { name: legend, exact: true });
  }

  /** Fills every required field; the organisation number field is named by the country. */
  async fill(a: { country: string; orgLabel: string; orgNumber: string; email: string }) {
    const company = this.section('Company');
    await company.getByLabel('Company name').fill('Fika Test Café Ltd');
    await company.getByLabel('Country').selectOption({ label: a.country });
    await company.getByLabel(a.orgLabel).fill(a.orgNumber);
    await company.getByLabel('Company form').selectOption({ label: 'Business' });
    await company.getByLabel('Telephone').fill('+44 20 7946 0000');
    await company.getByLabel('E-mail').fill(a.email);
    await company.getByLabel('Bank information').fill('GB29 NWBK 6016 1331 9268 19');
    const address = this.section('Company address');
    await address.getByLabel('Street address').fill('1 High Street');
    await address.getByLabel('Zip code').fill('SW1A 1AA');
    await address.getByLabel('City').fill('London');
    const owner = this.section('Owner');
    await owner.getByLabel('Full name').fill('Oscar Owner');
    await owner.getByLabel('National personal number').fill('QQ123456C');
    const ownerAddress = this.section('Owner address');
    await ownerAddress.getByLabel('Street').fill('2 Low Road');
    await ownerAddress.getByLabel('City').fill('Leeds');
    await ownerAddress.getByLabel('Zip code').fill('LS1 1AA');
  }
}
