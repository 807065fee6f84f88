import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RegisterPage } from '../pages/register-page.tsx';
import { badUserInput, callsTo, mockGraphQL, renderPublic } from './test-utils.tsx';

const ok = (field: string) => ({ data: { [field]: { success: true, errorCode: null } } });

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillValid() {
  fireEvent.click(screen.getByLabelText('Multiple stores'));
  type('Your name', 'Anna Svensson');
  type('Business name', 'Café Linnea');
  type('Phone number', '+46 70 123 45 67');
  type('E-mail', 'Anna@Example.com');
  type('Password', 'secret123');
}

afterEach(cleanup);

describe('register page', () => {
  it('shows the password rule live and defaults the country from the segment', async () => {
    mockGraphQL({});
    await renderPublic('/sv-se/register', (route) => <RegisterPage route={route} />, 'sv');
    expect((screen.getByLabelText('Land') as HTMLSelectElement).value).toBe('SE');

    await cleanup();
    await renderPublic('/en-gb/register', (route) => <RegisterPage route={route} />);
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('GB');
    expect((screen.getByLabelText('Single store') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('This can be changed later.')).toBeTruthy();

    const rules = screen.getByText('Your password must have:').parentElement as HTMLElement;
    const items = () =>
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-met'));
    // An empty field meets no part of the rule, not even 'only letters, digits…'.
    expect(items()).toEqual(['false', 'false', 'false']);
    type('Password', 'abc~');
    expect(items()).toEqual(['false', 'true', 'false']);
    type('Password', 'secret123');
    expect(items()).toEqual(['true', 'true', 'true']);
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(rules.id);

    expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
      '/en-gb/privacy-policy',
    );
  });

  it('checks every field before sending and keeps what was typed', async () => {
    const fetchMock = mockGraphQL({});
    await renderPublic('/ar-ae/register', (route) => <RegisterPage route={route} />);
    type('E-mail', 'anna@');
    type('Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(screen.getByText('Choose one of the countries in the list.')).toBeTruthy();
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('The password must be at least 8 characters long.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByLabelText('Country'));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('anna@');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the registration with currency and languages, then asks to check the e-mail', async () => {
    const fetchMock = mockGraphQL({
      registerTemporaryUser: () => ok('registerTemporaryUser'),
      resendActivationEmail: () => ok('resendActivationEmail'),
    });
    await renderPublic('/es-es/register', (route) => <RegisterPage route={route} />, 'es');
    fireEvent.click(screen.getByLabelText('Varios locales'));
    type('Tu nombre', 'Ana García');
    type('Nombre del negocio', 'Bar Ana');
    type('Número de teléfono', '+34 600 000 000');
    type('Correo electrónico', 'ana@example.com');
    type('Contraseña', 'Contraseña1');
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeTruthy();
    expect(
      screen.getByText(
        'Hemos enviado un enlace de activación a ana@example.com. Ábrelo para activar tu cuenta.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'RegisterTemporaryUser')).toEqual([
      {
        input: {
          storeType: 'MULTIPLE_STORES',
          country: 'ES',
          name: 'Ana García',
          companyName: 'Bar Ana',
          phoneNumber: '+34 600 000 000',
          username: 'ana@example.com',
          password: 'Contraseña1',
          companyCurrency: 'EUR',
          companyLanguage: 'es',
          language: 'es',
        },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Enviar de nuevo' }));
    expect(await screen.findByText('Hemos enviado un nuevo enlace a ana@example.com.')).toBeTruthy();
    expect(callsTo(fetchMock, 'ResendActivationEmail')).toEqual([{ username: 'ana@example.com' }]);
  });

  it('shows the server’s field errors under their fields', async () => {
    mockGraphQL({
      registerTemporaryUser: () => badUserInput([{ field: 'phoneNumber', message: 'validation.phone' }]),
    });
    await renderPublic('/en-gb/register', (route) => <RegisterPage route={route} />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const message = await screen.findByText(
      'Enter a valid phone number: digits, spaces and an optional + at the start.',
    );
    const phone = screen.getByLabelText('Phone number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByRole('alert').textContent).toBe(
      'Some fields are not filled in correctly. Check the messages below each field.',
    );
    expect((screen.getByLabelText('Business name') as HTMLInputElement).value).toBe('Café Linnea');
  });
});
