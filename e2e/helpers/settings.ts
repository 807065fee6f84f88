import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { BackOffice, LoginPage, Outbox, uniqueEmail } from '../pages.ts';

/** An account of its own, made for one test. */
export interface Owner {
  email: string;
  password: string;
  name: string;
  companyName: string;
}

async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/**
 * Signs up and activates a new owner (full access, a company of its own, no venues) over the API,
 * so a test can rename its company while other journeys read the demo company's name.
 */
export async function createOwner(request: APIRequestContext): Promise<Owner> {
  const owner: Owner = {
    email: uniqueEmail('settings-owner'),
    password: 'Settings2go!',
    name: 'Sam Settings',
    companyName: `Sam’s Café ${Date.now()}`,
  };
  await graphql(
    request,
    'mutation Register($input: TemporaryRegistrationInput!) { registerTemporaryUser(input: $input) { success } }',
    {
      input: {
        username: owner.email,
        name: owner.name,
        password: owner.password,
        companyName: owner.companyName,
        country: 'SE',
        phoneNumber: '+46 8 555 0100',
        storeType: 'SINGLE_STORE',
      },
    },
  );
  const link = await new Outbox(request).linkTo(owner.email, /\/activate\//);
  const token = decodeURIComponent(link.split('/activate/')[1]?.split('?')[0] ?? '');
  await graphql(
    request,
    'mutation Activate($token: String!) { activateTemporaryUser(token: $token) { success } }',
    {
      token,
    },
  );
  return owner;
}

/** Signs in on the public log-in page and waits for the back office. */
export async function logIn(page: Page, email: string, password: string, name: string): Promise<BackOffice> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
  const backOffice = new BackOffice(page);
  await backOffice.expectSignedInAs(name);
  return backOffice;
}

/** /settings/company. */
export class CompanySettings {
  readonly save: Locator;
  constructor(private readonly page: Page) {
    this.save = page.getByRole('button', { name: 'Save changes' });
  }

  async open() {
    await this.page.goto('/settings/company');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Company settings' })).toBeVisible();
    await expect(this.name()).toBeEditable();
  }

  name(): Locator {
    return this.page.getByLabel('Company name');
  }
}

/** A venue as the venue form takes it. */
export interface NewVenue {
  name: string;
  street?: string;
  zip?: string;
  city?: string;
  phone?: string;
  idleTimeout?: string;
}

/** /settings/venues and its venue dialog. */
export class VenueSettings {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/settings/venues');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Venues' })).toBeVisible();
    await expect(this.page.getByRole('table')).toBeVisible();
  }

  dialog(name: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** The table row of a venue. */
  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** Opens the New venue dialog and fills it in; the caller submits. */
  async fillNewVenue(venue: NewVenue): Promise<Locator> {
    await this.page.getByRole('button', { name: 'New venue' }).click();
    const dialog = this.dialog('New venue');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Venue name').fill(venue.name);
    if (venue.street) await dialog.getByLabel('Street address').fill(venue.street);
    if (venue.zip) await dialog.getByLabel('Postcode').fill(venue.zip);
    if (venue.city) await dialog.getByLabel('City').fill(venue.city);
    if (venue.phone) await dialog.getByLabel('Phone').fill(venue.phone);
    if (venue.idleTimeout) await dialog.getByLabel('Staff idle timeout (seconds)').fill(venue.idleTimeout);
    return dialog;
  }
}
