import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateCompanyPage } from '../pages/create-company-page.tsx';
import { badUserInput, callsTo, mockGraphQL, renderPublic } from './test-utils.tsx';

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function typeIn(group: string, label: string, value: string) {
  const section = within(screen.getByRole('group', { name: group }));
  fireEvent.change(section.getByLabelText(label), { target: { value } });
}

function fillRequired(orgNumber: string) {
  type('Company name', 'Café Linnea AB');
  type('Organization ID', orgNumber);
  type('Company form', 'Business');
  type('Telephone', '+46 8 123 456');
  type('E-mail', 'info@linnea.se');
  type('Bank information', 'SE35 5000 0000 0549 1000 0003');
  typeIn('Company address', 'Street address', 'Götgatan 1');
  typeIn('Company address', 'Zip code', '116 21');
  typeIn('Company address', 'City', 'Stockholm');
  type('Full name', 'Anna Svensson');
  type('National personal number', '19800101-1234');
  typeIn('Owner address', 'Street', 'Hornsgatan 2');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));

afterEach(cleanup);

describe('create company page', () => {
  it('labels the organisation number by country and shows the expected length', async () => {
    mockGraphQL({});
    await renderPublic('/en-se/create-company', (route) => <CreateCompanyPage route={route} />);

    expect(screen.getByRole('group', { name: 'Company address' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Owner address' })).toBeTruthy();
    const org = screen.getByLabelText('Organization ID');
    expect(document.getElementById(org.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '10 characters',
    );
    type('Country', 'GB');
    expect(screen.getByLabelText('Company Number')).toBe(org);
    expect(screen.getByText('6 to 8 characters')).toBeTruthy();
    type('Country', 'TR');
    expect(screen.getByLabelText('VKN')).toBeTruthy();
  });

  it('refuses a wrong-length organisation number without sending anything', async () => {
    const fetchMock = mockGraphQL({});
    await renderPublic('/en-se/create-company', (route) => <CreateCompanyPage route={route} />);
    fillRequired('55667788');
    submit();

    const org = screen.getByLabelText('Organization ID');
    expect(org.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The number does not have the right length for this country.')).toBeTruthy();
    expect(document.activeElement).toBe(org);
    expect(screen.getAllByText('This field is required.')).toHaveLength(2); // owner city and zip
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('submits the application and confirms it', async () => {
    const fetchMock = mockGraphQL({
      submitCompanyApplication: () => ({
        data: { submitCompanyApplication: { success: true, id: 'app-1' } },
      }),
    });
    await renderPublic('/en-se/create-company', (route) => <CreateCompanyPage route={route} />);
    fillRequired('556677-8899');
    typeIn('Owner address', 'City', 'Solna');
    typeIn('Owner address', 'Zip code', '169 70');
    type('Business document URL (optional)', 'https://example.com/doc.pdf');
    submit();

    expect(await screen.findByRole('heading', { level: 1, name: 'Information submitted' })).toBeTruthy();
    expect(
      screen.getByText(
        'Thank you. We have received the application for Café Linnea AB and will contact you at info@linnea.se.',
      ),
    ).toBeTruthy();
    const [variables] = callsTo(fetchMock, 'SubmitCompanyApplication');
    expect(variables).toEqual({
      input: {
        companyName: 'Café Linnea AB',
        organizationNumber: '5566778899',
        phoneNumber: '+46 8 123 456',
        email: 'info@linnea.se',
        country: 'SE',
        bankInfo: 'SE35 5000 0000 0549 1000 0003',
        companyForm: 'Business',
        businessDocumentUrl: 'https://example.com/doc.pdf',
        companyAddress: { streetAddress: 'Götgatan 1', zipCode: '116 21', city: 'Stockholm' },
        owner: { fullName: 'Anna Svensson', nationalPersonalNumber: '19800101-1234' },
        ownerAddress: { street: 'Hornsgatan 2', city: 'Solna', zipCode: '169 70' },
      },
    });
  });

  it('shows the server’s field errors under nested fields', async () => {
    mockGraphQL({
      submitCompanyApplication: () =>
        badUserInput([{ field: 'ownerAddress.zipCode', message: 'validation.tooLong' }]),
    });
    await renderPublic('/en-se/create-company', (route) => <CreateCompanyPage route={route} />);
    fillRequired('5566778899');
    typeIn('Owner address', 'City', 'Solna');
    typeIn('Owner address', 'Zip code', '169 70');
    submit();

    expect(await screen.findByText('This is too long.')).toBeTruthy();
    const ownerAddress = within(screen.getByRole('group', { name: 'Owner address' }));
    expect(ownerAddress.getByLabelText('Zip code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toContain('Some fields are not filled in correctly.');
  });
});
