import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResetPasswordPage } from '../pages/reset-password-page.tsx';
import { badUserInput, callsTo, mockGraphQL, renderPublic } from './test-utils.tsx';

const confirm = (success: boolean, errorCode: string | null) => ({
  data: { passwordResetConfirm: { success, errorCode, token: null } },
});

function setPasswords(password: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

afterEach(cleanup);

describe('reset password page', () => {
  it('asks for a link by e-mail', async () => {
    const fetchMock = mockGraphQL({
      passwordReset: () => ({ data: { passwordReset: { success: true, errorCode: null } } }),
    });
    await renderPublic('/reset-password', (route) => <ResetPasswordPage route={route} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByText('Enter a valid e-mail address, like name@example.com.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: ' Anna@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText(
        'If an account exists for anna@example.com, we sent a link to choose a new password. The link is valid for one hour.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'PasswordReset')).toEqual([{ username: 'anna@example.com' }]);
  });

  it('checks the new password and its repetition before sending', async () => {
    const fetchMock = mockGraphQL({});
    await renderPublic('/reset-password?token=abc', (route) => <ResetPasswordPage route={route} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();

    setPasswords('12345678', '1234');
    expect(screen.getByText('The password must contain at least one letter.')).toBeTruthy();
    expect(screen.getByText('The passwords do not match.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password and links to log in', async () => {
    const fetchMock = mockGraphQL({ passwordResetConfirm: () => confirm(true, null) });
    await renderPublic('/reset-password?token=abc', (route) => <ResetPasswordPage route={route} />, 'da');
    fireEvent.change(screen.getByLabelText('Ny adgangskode'), { target: { value: 'nyKode123' } });
    fireEvent.change(screen.getByLabelText('Gentag den nye adgangskode'), { target: { value: 'nyKode123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Din adgangskode er ændret' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log ind' }).getAttribute('href')).toBe('/da-dk/login');
    expect(callsTo(fetchMock, 'PasswordResetConfirm')).toEqual([{ token: 'abc', newPassword: 'nyKode123' }]);
  });

  it('shows the server’s password message under the field', async () => {
    mockGraphQL({
      passwordResetConfirm: () =>
        badUserInput([{ field: 'password', message: 'validation.password.invalidCharacter' }]),
    });
    await renderPublic('/reset-password?token=abc', (route) => <ResetPasswordPage route={route} />);
    setPasswords('secret123', 'secret123');

    expect(
      await screen.findByText('The password may only contain letters, digits and @ $ ! % * # ? &.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');
  });

  it('explains an expired link and offers a new one', async () => {
    mockGraphQL({ passwordResetConfirm: () => confirm(false, 'RESET_LINK_EXPIRED') });
    await renderPublic('/reset-password?token=old', (route) => <ResetPasswordPage route={route} />);
    setPasswords('secret123', 'secret123');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'This reset link has expired. Ask for a new one below.',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
  });

  it('words an invitation as choosing a first password, then sends to log in', async () => {
    const fetchMock = mockGraphQL({ passwordResetConfirm: () => confirm(true, null) });
    await renderPublic('/reset-password?token=inv&invitation=1', (route) => (
      <ResetPasswordPage route={route} />
    ));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Fika' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Valfri2024!' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'Valfri2024!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is ready' })).toBeTruthy();
    expect(callsTo(fetchMock, 'PasswordResetConfirm')).toEqual([
      { token: 'inv', newPassword: 'Valfri2024!' },
    ]);
  });

  it('tells an invitee with an expired link to ask the inviter, without offering a reset link', async () => {
    mockGraphQL({ passwordResetConfirm: () => confirm(false, 'RESET_LINK_EXPIRED') });
    await renderPublic('/reset-password?token=old&invitation=1', (route) => (
      <ResetPasswordPage route={route} />
    ));
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Valfri2024!' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'Valfri2024!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation has expired. Ask the person who invited you to send a new one.',
    );
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).toBeNull();
  });
});
