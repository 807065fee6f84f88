import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { badUserInput, callsTo, mockGraphQL, sessionData } from '../../test/back-office.tsx';
import { renderRoute } from '../../test/render-app.tsx';
import { InformationStep } from './information-step.tsx';
import { ProductLibraryStep } from './product-library-step.tsx';

let fetchMock: Mock<typeof fetch>;
afterEach(cleanup);

const EMPTY_INFO = { legalName: null, organizationNumber: null, street: null, zip: null, city: null };
const NEXT = [{ path: '/onboarding/stations', component: () => <h1>Stations next</h1> }];

describe('InformationStep', () => {
  it('refuses a Swedish organisation number of the wrong length before sending anything', async () => {
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      companyInformation: () => ({ data: { companyInformation: EMPTY_INFO } }),
      saveCompanyInformation: () => ({ data: null }),
    });
    await renderRoute(<InformationStep />, '/onboarding/information', {
      namespaces: ['onboarding', 'settings'],
      routes: NEXT,
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Legal name/ }), {
      target: { value: 'Kafé Lyran AB' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Organization ID/ }), {
      target: { value: '12345' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Street address/ }), {
      target: { value: 'Götgatan 1' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Postcode/ }), { target: { value: '118 46' } });
    fireEvent.change(screen.getByRole('textbox', { name: /City/ }), { target: { value: 'Stockholm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(
      await screen.findByText('The number does not have the right length for this country.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'SaveCompanyInformation')).toEqual([]);
  });

  it('saves, then goes on to the stations; the server’s field errors show under the fields', async () => {
    let attempt = 0;
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      companyInformation: () => ({ data: { companyInformation: EMPTY_INFO } }),
      saveCompanyInformation: (v) => {
        attempt++;
        if (attempt === 1) return badUserInput([{ field: 'city', message: 'validation.tooLong' }]);
        return { data: { saveCompanyInformation: v.input } };
      },
      onboarding: () => ({ data: { onboarding: { done: 1, total: 10, complete: false, steps: [] } } }),
    });
    await renderRoute(<InformationStep />, '/onboarding/information', {
      namespaces: ['onboarding', 'settings'],
      routes: NEXT,
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /Legal name/ }), {
      target: { value: 'Kafé Lyran AB' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Organization ID/ }), {
      target: { value: '556677-8899' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Street address/ }), {
      target: { value: 'Götgatan 1' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Postcode/ }), { target: { value: '118 46' } });
    fireEvent.change(screen.getByRole('textbox', { name: /City/ }), { target: { value: 'Stockholm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(callsTo(fetchMock, 'SaveCompanyInformation')).toHaveLength(1));
    expect(await screen.findByText(/too long/i)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Stations next' })).toBeTruthy();
    expect(callsTo(fetchMock, 'SaveCompanyInformation')[1]).toEqual({
      input: {
        legalName: 'Kafé Lyran AB',
        organizationNumber: '5566778899',
        street: 'Götgatan 1',
        zip: '118 46',
        city: 'Stockholm',
      },
    });
  });
});

describe('ProductLibraryStep', () => {
  const preview = (template: string, imported = false) => ({
    data: {
      productLibraryPreview: {
        template,
        imported,
        categories: [{ name: 'Te och kaffe', vatRate: 25, exists: true }],
        courses: [{ name: 'Dryck', exists: false }],
        products: [
          {
            title: template === 'bar' ? 'Fatöl 40 cl' : 'Kanelbulle',
            description: template === 'bar' ? '' : 'Vår klassiska kanelbulle, bakad varje morgon.',
            price: 3800,
            vatRate: 25,
            category: 'Mat',
            exists: false,
          },
        ],
      },
    },
  });

  it('previews a template in the company’s currency, imports it, then says it is imported', async () => {
    let imported = false;
    fetchMock = mockGraphQL({
      backOfficeSession: () => sessionData(),
      productLibraryPreview: (v) => preview(String(v.template), imported),
      importProductLibrary: () => {
        imported = true;
        return { data: { importProductLibrary: { categories: 0, courses: 1, products: 1 } } };
      },
      onboarding: () => ({ data: { onboarding: { done: 2, total: 10, complete: false, steps: [] } } }),
    });
    await renderRoute(<ProductLibraryStep />, '/onboarding/product-library', { namespaces: ['onboarding'] });
    expect(await screen.findByText('Kanelbulle')).toBeTruthy();
    // What guests will read under it on the online menu.
    expect(screen.getByText('Vår klassiska kanelbulle, bakad varje morgon.')).toBeTruthy();
    // 38 kr, as the company's currency and the interface language write it.
    expect(screen.getByText(/SEK\s?38\.00|38,00\s?kr/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bar' }));
    expect(await screen.findByText('Fatöl 40 cl')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Café' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Import the Café menu' }));
    expect(await screen.findByText('The Café menu is already imported')).toBeTruthy();
    expect(callsTo(fetchMock, 'ImportProductLibrary')).toEqual([{ template: 'cafe' }]);
  });
});
