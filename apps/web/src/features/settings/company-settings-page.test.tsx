import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { CompanySettingsPage } from './company-settings-page.tsx';
import {
  badUserInput,
  callsTo,
  ELSEWHERE,
  errorOf,
  field,
  mockGraphQL,
  renderSettings,
  sessionData,
  type,
  VENUE_RESTRICTED,
} from './test-utils.tsx';

const COMPANY = {
  id: 'c1',
  name: 'Demo Bistro',
  legalName: 'Demo Bistro AB',
  organizationNumber: '5591234567',
  country: 'SE',
  timezone: 'Europe/Stockholm',
  defaultCurrency: 'SEK',
  defaultLanguage: 'se',
  createdAt: '2024-03-05T10:00:00.000Z',
};

type Company = typeof COMPANY;

let fetchMock: Mock<typeof fetch>;

/** A server that saves what it is sent; `updateCompany` can be replaced per test. */
function serve(
  options: { updateCompany?: (variables: Record<string, unknown>) => unknown; restricted?: boolean } = {},
) {
  let company: Company = { ...COMPANY };
  fetchMock = mockGraphQL({
    backOfficeSession: () => sessionData(options.restricted ? VENUE_RESTRICTED : undefined),
    companySettings: () => ({ data: { company } }),
    updateCompany:
      options.updateCompany ??
      ((variables) => {
        company = { ...company, ...(variables.input as Partial<Company>) };
        return { data: { updateCompany: company } };
      }),
  });
}

async function renderPage(language: 'en' | 'sv' = 'en') {
  const view = await renderSettings(<CompanySettingsPage />, { path: '/settings/company', language });
  await screen.findByDisplayValue('Demo Bistro');
  return view;
}

const input = (label: string | RegExp) => field(label);
const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

/** Opens a Mantine select by its label and picks the option named `option`. */
async function choose(label: string, option: string | RegExp) {
  fireEvent.click(input(label));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  cleanup();
});

describe('company settings', () => {
  it('shows a skeleton while loading, then the company, with Save disabled until something changes', async () => {
    serve();
    await renderSettings(<CompanySettingsPage />, { path: '/settings/company' });
    expect(await screen.findByLabelText('Loading the company settings')).toBeTruthy();

    expect(await screen.findByDisplayValue('Demo Bistro')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Company settings' })).toBeTruthy();
    expect(input('Legal name').value).toBe('Demo Bistro AB');
    expect(input('Organization ID').value).toBe('5591234567');
    expect(input('Country').value).toBe('Sweden');
    expect(input('Time zone').value).toMatch(/^Europe\/Stockholm \(GMT\+[12]\)$/);
    // Currency names come from the runtime's ICU data, whose capitalisation varies by version.
    expect(input('Default currency').value).toMatch(/^SEK · Swedish krona$/i);
    expect(input('Default language').value).toBe('Swedish');
    expect(screen.getByText('Customer since 5 March 2024')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);

    type('Company name', 'Demo Bistro & Bar');
    expect(saveButton()).toHaveProperty('disabled', false);
    type('Company name', 'Demo Bistro');
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('checks the form with the domain rules before sending anything', async () => {
    serve();
    await renderPage();

    type('Company name', '  ');
    type('Organization ID', '55912');
    fireEvent.click(saveButton());

    expect(errorOf(input('Company name'))).toBe('This field is required.');
    expect(errorOf(input('Organization ID'))).toBe(
      'The number does not have the right length for this country.',
    );
    expect(document.activeElement).toBe(input('Company name'));
    expect(callsTo(fetchMock, 'UpdateCompany')).toEqual([]);

    // Typing again clears that field's message.
    type('Company name', 'Demo Bistro');
    expect(errorOf(input('Company name'))).toBeNull();
  });

  it('names the organisation number after the country and preselects its currency', async () => {
    serve();
    await renderPage();
    expect(screen.getByText('10 digits or letters; spaces and hyphens are ignored.')).toBeTruthy();

    await choose('Country', 'Denmark');
    expect(input('CVR Number').value).toBe('5591234567');
    expect(screen.getByText('8 digits or letters; spaces and hyphens are ignored.')).toBeTruthy();
    expect(input('Default currency').value).toMatch(/^DKK · Danish krone$/i);

    await choose('Country', 'United Kingdom');
    expect(screen.getByLabelText('Company Number')).toBeTruthy();
    expect(screen.getByText('6 to 8 digits or letters; spaces and hyphens are ignored.')).toBeTruthy();
    expect(input('Default currency').value).toMatch(/^GBP · British pound$/i);
  });

  it('keeps a currency the user chose when the country changes', async () => {
    serve();
    await renderPage();

    await choose('Default currency', /^EUR · Euro$/i);
    await choose('Country', 'Norway');
    expect(input('Default currency').value).toMatch(/^EUR · Euro$/i);
  });

  it('saves the normalised input, says so, and reloads the session for the top bar', async () => {
    serve();
    await renderPage();
    expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(1);

    type('Company name', '  Fika & Co  ');
    type('Organization ID', '559123-4567');
    await choose('Default language', 'English');
    fireEvent.click(saveButton());

    expect(await screen.findByText('Company settings saved')).toBeTruthy();
    expect(callsTo(fetchMock, 'UpdateCompany')).toEqual([
      {
        input: {
          name: 'Fika & Co',
          legalName: 'Demo Bistro AB',
          organizationNumber: '5591234567',
          country: 'SE',
          timezone: 'Europe/Stockholm',
          defaultCurrency: 'SEK',
          defaultLanguage: 'en',
        },
      },
    ]);
    await vi.waitFor(() => expect(callsTo(fetchMock, 'BackOfficeSession')).toHaveLength(2));
    expect(input('Company name').value).toBe('Fika & Co');
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('sends an emptied optional field as missing, so the server clears it', async () => {
    serve();
    await renderPage();

    type('Legal name', '');
    fireEvent.click(saveButton());

    await screen.findByText('Company settings saved');
    const [call] = callsTo(fetchMock, 'UpdateCompany');
    expect(call?.input).not.toHaveProperty('legalName');
  });

  it('shows the server’s field errors under the same fields', async () => {
    serve({ updateCompany: () => badUserInput([{ field: 'timezone', message: 'validation.invalid' }]) });
    await renderPage();

    type('Company name', 'Fika & Co');
    fireEvent.click(saveButton());

    await vi.waitFor(() => expect(errorOf(input('Time zone'))).toBe('This value is not valid.'));
    expect(input('Company name').value).toBe('Fika & Co');
  });

  it('explains a refusal that is not about one field in a toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      updateCompany: () => ({
        data: null,
        errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
      }),
    });
    await renderPage();

    type('Company name', 'Fika & Co');
    fireEvent.click(saveButton());

    expect(await screen.findByText('You don’t have permission to do that.')).toBeTruthy();
  });

  it('is view-only for an administrator limited to some venues', async () => {
    serve({ restricted: true });
    await renderPage();

    expect(
      screen.getByText('Only an administrator with access to every venue can change the company settings.'),
    ).toBeTruthy();
    expect(input('Company name').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('speaks Swedish', async () => {
    serve();
    await renderPage('sv');

    expect(screen.getByRole('heading', { level: 1, name: 'Företagsinställningar' })).toBeTruthy();
    expect(input('Land').value).toBe('Sverige');
    expect(input('Standardspråk').value).toBe('Svenska');
    expect(screen.getByText('Kund sedan 5 mars 2024')).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    serve();
    const { router } = await renderPage();

    type('Company name', 'Fika & Co');
    await act(async () => {
      router.history.push(ELSEWHERE);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/settings/company');
    expect(input('Company name').value).toBe('Fika & Co');

    await act(async () => {
      router.history.push(ELSEWHERE);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Somewhere else')).toBeTruthy();
  });
});
