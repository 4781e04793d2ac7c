import { screen } from '@testing-library/react';
import { renderRoute } from '@tests/support/renderWithProviders';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The link mailed to a new e-mail address opens /confirmEmail?token=…; no login is needed.

const LAZY = { timeout: 5000 };

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

describe('/confirmEmail', () => {
  it('confirms with the token of the link and names the address now in effect, in English', async () => {
    const fetchSpy = answer({ data: { confirmEmailChange: 'neu@example.org' } });
    await renderRoute('/en/confirmEmail?token=link-token-1');
    // The address is its own element (so that it can wrap on a phone): the sentence reads on around it.
    expect(await screen.findByText(/^Thank you! Your e-mail address is now/, {}, LAZY)).toHaveTextContent(
      'Thank you! Your e-mail address is now neu@example.org. Every device you were logged in on has been logged out; log in with this address from now on.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm new e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/en/login');
    const request = JSON.parse(String(fetchSpy.mock.calls[0][1]?.body));
    expect(request.variables).toEqual({ token: 'link-token-1' });
  });

  it('explains a used or expired link in German', async () => {
    answer({
      data: null,
      errors: [{ message: 'invalid', extensions: { code: 'EMAIL_CHANGE_TOKEN_INVALID', field: 'token' } }],
    });
    await renderRoute('/confirmEmail?token=link-token-2');
    expect(
      await screen.findByText(
        'Der Bestätigungslink ist ungültig, abgelaufen oder wurde schon verwendet. In Ihrem Profil können Sie einen neuen anfordern.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zum Profil' })).toHaveAttribute('href', '/profile');
  });
});
