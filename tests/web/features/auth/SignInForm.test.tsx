import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { SignInForm } from '@web/features/auth/components/SignInForm';
import { validateSignIn } from '@web/features/auth/signInValidation';
import { afterEach, describe, expect, it, vi } from 'vitest';

const valid = {
  salutation: '' as const,
  firstName: 'Nora',
  lastName: 'Neumann',
  email: 'nora@example.org',
  password: 'geheim123',
  passwordRepeat: 'geheim123',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('validateSignIn', () => {
  it('accepts a complete form', () => {
    expect(validateSignIn(valid)).toEqual({});
  });

  it('needs matching passwords of at least 8 characters and a valid e-mail', () => {
    expect(Object.keys(validateSignIn({ ...valid, passwordRepeat: 'geheim124' }))).toEqual([
      'passwordRepeat',
    ]);
    expect(Object.keys(validateSignIn({ ...valid, password: 'kurz', passwordRepeat: 'kurz' }))).toEqual([
      'password',
    ]);
    for (const email of ['nora', 'nora@', 'nora@example', 'no ra@example.org']) {
      expect(Object.keys(validateSignIn({ ...valid, email })), email).toEqual(['email']);
    }
    expect(Object.keys(validateSignIn({ ...valid, firstName: ' ', lastName: '' }))).toEqual([
      'firstName',
      'lastName',
    ]);
  });
});

async function fill(user: ReturnType<typeof userEvent.setup>, values: typeof valid, english = false) {
  const label = (de: string, en: string) => new RegExp(`^${english ? en : de}`);
  await user.type(screen.getByRole('textbox', { name: label('Vorname', 'First name') }), values.firstName);
  await user.type(screen.getByRole('textbox', { name: label('Nachname', 'Last name') }), values.lastName);
  await user.type(screen.getByRole('textbox', { name: label('E-Mail', 'E-mail') }), values.email);
  await user.type(screen.getByLabelText(english ? /^Password\s*\*?$/ : /^Passwort\s*\*?$/), values.password);
  await user.type(
    screen.getByLabelText(english ? /^Repeat password/ : /^Passwort wiederholen/),
    values.passwordRepeat,
  );
}

describe('SignInForm', () => {
  it('shows on the field that the passwords differ, and sends nothing', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    await renderWithProviders(<SignInForm />, { path: '/signIn' });
    await fill(user, { ...valid, passwordRepeat: 'geheim124' });
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));
    const repeat = screen.getByLabelText(/^Passwort wiederholen/);
    expect(repeat).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Die Passwörter stimmen nicht überein.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for a valid e-mail address, in English too', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SignInForm />, { path: '/en/signIn' });
    await fill(user, { ...valid, email: 'nora@example' }, true);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeInTheDocument();
  });
});
