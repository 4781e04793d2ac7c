import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { LoginForm } from '@web/features/auth/components/LoginForm';
import { SignInForm } from '@web/features/auth/components/SignInForm';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Where a person meets the unconfirmed state, the verification mail is offered again; what is said
// afterwards is the same whatever the server found.

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Answers the requests in turn, by operation name. */
function answers(byOperation: Record<string, unknown[]>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    const { operationName } = JSON.parse(String(init?.body)) as { operationName: string };
    const next = byOperation[operationName]?.shift();
    if (next === undefined) throw new Error(`unexpected ${operationName}`);
    return json(next);
  });
}

const notVerified = {
  data: null,
  errors: [{ message: 'not confirmed', extensions: { code: 'CLIENT_NOT_VERIFIED' } }],
};

const sentVariables = (fetchSpy: ReturnType<typeof answers>, operation: string) =>
  fetchSpy.mock.calls
    .map(([, init]) => JSON.parse(String(init?.body)) as { operationName: string; variables: unknown })
    .filter((body) => body.operationName === operation)
    .map((body) => body.variables);

afterEach(() => {
  vi.restoreAllMocks();
});

async function logIn(path: string, email: string, labels = { email: 'E-Mail', password: 'Passwort' }) {
  const user = userEvent.setup();
  await renderWithProviders(<LoginForm />, { path });
  await user.type(screen.getByRole('textbox', { name: new RegExp(`^${labels.email}`) }), email);
  await user.type(screen.getByLabelText(new RegExp(`^${labels.password}\\s*\\*?$`)), 'geheim123');
  return user;
}

describe('the login form of an unconfirmed account', () => {
  it('offers the mail again for the address typed and says what follows without telling more', async () => {
    const fetchSpy = answers({
      LoginClient: [notVerified],
      ResendVerification: [{ data: { resendVerification: true } }, { data: { resendVerification: true } }],
    });
    const user = await logIn('/login', ' Nora@Example.org');
    await user.click(screen.getByRole('button', { name: 'Einloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ihre E-Mail-Adresse ist noch nicht bestätigt.',
    );

    await user.click(screen.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));
    const sent = await screen.findByText(
      'Falls zu dieser Adresse ein unbestätigtes Konto gehört, ist ein neuer Link unterwegs.',
    );
    // Announced: it is an alert of its own.
    expect(sent.closest('[role="alert"]')).not.toBeNull();
    expect(sentVariables(fetchSpy, 'ResendVerification')).toEqual([
      { email: 'Nora@Example.org', language: 'de' },
    ]);
    // Sent again: asked again, said again.
    await user.click(screen.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));
    await vi.waitFor(() => expect(sentVariables(fetchSpy, 'ResendVerification')).toHaveLength(2));
    expect(
      await screen.findByText(
        'Falls zu dieser Adresse ein unbestätigtes Konto gehört, ist ein neuer Link unterwegs.',
      ),
    ).toBeInTheDocument();
  });

  it('offers it in English, mailing the English link, and says when the server refuses', async () => {
    const fetchSpy = answers({
      LoginClient: [notVerified],
      ResendVerification: [
        { data: null, errors: [{ message: 'slow down', extensions: { code: 'RATE_LIMITED' } }] },
      ],
    });
    const user = await logIn('/en/login', 'nora@example.org', { email: 'E-mail', password: 'Password' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Send the confirmation e-mail again' }));
    expect(await screen.findByText('Too many attempts. Please wait a few minutes.')).toBeInTheDocument();
    expect(sentVariables(fetchSpy, 'ResendVerification')).toEqual([
      { email: 'nora@example.org', language: 'en' },
    ]);
  });

  it('offers nothing after a wrong password', async () => {
    answers({
      LoginClient: [{ data: null, errors: [{ message: 'wrong', extensions: { code: 'LOGIN_FAILED' } }] }],
    });
    const user = await logIn('/login', 'nora@example.org');
    await user.click(screen.getByRole('button', { name: 'Einloggen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die E-Mail oder das Passwort ist falsch.');
    expect(
      screen.queryByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }),
    ).not.toBeInTheDocument();
  });
});

describe('signing up with an address that may have an account', () => {
  it('offers the mail again beside the field, for that address only', async () => {
    const fetchSpy = answers({
      RegisterClient: [
        {
          data: null,
          errors: [{ message: 'exists', extensions: { code: 'CLIENT_ALREADY_EXISTS', field: 'email' } }],
        },
      ],
      ResendVerification: [{ data: { resendVerification: true } }],
    });
    const user = userEvent.setup();
    await renderWithProviders(<SignInForm />, { path: '/signIn' });
    await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Nora');
    await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Neumann');
    const email = screen.getByRole('textbox', { name: /^E-Mail/ });
    await user.type(email, 'nora@example.org');
    await user.type(screen.getByLabelText(/^Passwort\s*\*?$/), 'geheim123');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    expect(
      await screen.findByText('Mit dieser E-Mail-Adresse existiert möglicherweise bereits ein Konto.'),
    ).toBeVisible();
    const offer = screen.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' });
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute(
      'href',
      '/resetPassword',
    );
    await user.click(offer);
    expect(await screen.findByText(/ist ein neuer Link unterwegs/)).toBeInTheDocument();
    expect(sentVariables(fetchSpy, 'ResendVerification')).toEqual([
      { email: 'nora@example.org', language: 'de' },
    ]);

    // Another address: the offer (and what it said) goes.
    await user.type(email, 'x');
    expect(
      screen.queryByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/ist ein neuer Link unterwegs/)).not.toBeInTheDocument();
  });
});
