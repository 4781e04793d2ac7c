import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { NewPasswordForm } from '@web/features/auth/components/NewPasswordForm';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Step 2 of the password reset, opened from the mailed link.

function answer(body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
}

afterEach(() => {
  vi.restoreAllMocks();
});

async function submitNewPassword() {
  const user = userEvent.setup();
  await renderWithProviders(<NewPasswordForm email="nora@example.org" resetToken="link-token" />, {
    path: '/resetPassword',
  });
  await user.type(screen.getByLabelText(/^Neues Passwort/), 'geheim123');
  await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'geheim123');
  await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
}

describe('NewPasswordForm', () => {
  it('explains an expired link and offers a new one', async () => {
    answer({
      data: null,
      errors: [{ message: 'expired', extensions: { code: 'RESET_TOKEN_INVALID', field: 'resetToken' } }],
    });
    await submitNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Der Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
    );
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute(
      'href',
      '/resetPassword',
    );
  });

  it('offers no new link when the failure has another cause', async () => {
    answer({ data: null, errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED' } }] });
    await submitNewPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu viele Versuche. Bitte warten Sie ein paar Minuten.',
    );
    expect(screen.queryByRole('link', { name: 'Neuen Link anfordern' })).not.toBeInTheDocument();
  });

  it('confirms the new password and links to the login', async () => {
    const fetchSpy = answer({ data: { resetPassword: { id: 7 } } });
    await submitNewPassword();
    expect(
      await screen.findByText(
        'Ihr Passwort wurde geändert. Sie können sich jetzt mit dem neuen Passwort einloggen.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Einloggen' })).toHaveAttribute('href', '/login');
    const request = JSON.parse(String(fetchSpy.mock.calls[0][1]?.body));
    expect(request.variables).toMatchObject({ email: 'nora@example.org', resetToken: 'link-token' });
    expect(request.variables.newPassword).toMatch(/^[0-9a-f]{64}$/);
  });
});
