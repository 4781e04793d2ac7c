import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '@tests/support/renderWithProviders';
import { resetOutboxStatus, setOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { EMPTY_USER, type SessionUser } from '@web/lib/session/session';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Logging out with ratings still on the device asks first, and says truly what becomes of them.

const judge: SessionUser = {
  ...EMPTY_USER,
  id: 3,
  firstName: 'Renate',
  lastName: 'Richter',
  email: 'richter@example.org',
  role: 'JUDGE',
};
const LAZY = { timeout: 5000 };

/** The page's own button (the header offers logging out too). */
async function profileButton(name: string) {
  return within(await screen.findByRole('main', {}, LAZY)).findByRole('button', { name }, LAZY);
}

afterEach(() => resetOutboxStatus());

describe('logging out with unsent ratings', () => {
  it('counts those that will be sent apart from those the server refused, in German', async () => {
    setOutboxStatus({ unsent: 3, attention: 1, late: 2, hold: null, unreachable: false });
    await renderRoute('/profile', { user: judge });
    await userEvent.click(await profileButton('Ausloggen'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Trotz nicht gesendeter Bewertungen ausloggen?',
    });
    expect(dialog).toHaveTextContent(
      '2 Bewertungen warten auf diesem Gerät auf das Senden. Sie bleiben hier und werden gesendet, sobald Sie sich wieder einloggen.',
    );
    expect(dialog).toHaveTextContent(
      '1 Bewertung hat der Server abgelehnt. Sie wird nicht gesendet; sie bleibt hier, bis Sie nach dem nächsten Einloggen über sie entscheiden.',
    );
    expect(dialog).toHaveTextContent(
      '2 Bewertungen liegen bei der Schauleitung; ihre Entscheidung sehen Sie nach dem nächsten Einloggen.',
    );
    expect(dialog).toHaveTextContent('Das Ausloggen gilt für alle Tabs dieses Browsers.');
  });

  it('says nothing of refusals when there are none, in English', async () => {
    setOutboxStatus({ unsent: 1, attention: 0, late: 0, hold: null, unreachable: false });
    await renderRoute('/en/profile', { user: judge });
    await userEvent.click(await profileButton('Log out'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 rating is waiting on this device to be sent.');
    expect(dialog).not.toHaveTextContent(/refused/);
  });

  it('asks too when only late ratings wait for the show office, and says where their decision shows', async () => {
    setOutboxStatus({ unsent: 0, attention: 0, late: 1, hold: null, unreachable: false });
    await renderRoute('/en/profile', { user: judge });
    await userEvent.click(await profileButton('Log out'));
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(dialog).toHaveTextContent('1 rating is with the show office');
    expect(dialog).not.toHaveTextContent(/waiting on this device to be sent/);
  });

  it('says so and logs nobody out when the server does not confirm logging out everywhere', async () => {
    // No server answers here: the other devices' sessions would stay valid.
    await renderRoute('/profile', { user: judge });
    await userEvent.click(await screen.findByRole('button', { name: 'Auf allen Geräten ausloggen' }, LAZY));
    const dialog = await screen.findByRole('dialog', { name: 'Auf allen Geräten ausloggen?' });
    await userEvent.click(screen.getByRole('button', { name: 'Überall ausloggen' }));
    expect(
      await screen.findByText(
        /Der Server hat das Ausloggen auf allen Geräten nicht bestätigt\. Sie bleiben eingeloggt/,
      ),
    ).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(await profileButton('Ausloggen')).toBeInTheDocument();
  });

  it('shows the header control busy while the server is told', async () => {
    // The server is slow to answer (weak Wi-Fi): the press is seen, and cannot be repeated.
    // Only the logout is answered, when the test says so; other requests wait.
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          if (String(init?.body).includes('logoutClient')) answer = resolve;
        }),
    );
    try {
      await renderRoute('/profile', { user: judge });
      const header = await screen.findByRole('banner', {}, LAZY);
      // The wide header's icon (the phone's menu, a closed disclosure, holds a logout row too).
      const [icon] = (await within(header).findAllByRole('button', { name: 'Ausloggen' }, LAZY)).filter(
        (button) => !button.closest('details'),
      );
      expect(icon).toBeEnabled();
      await userEvent.click(icon);
      await waitFor(() => expect(icon).toBeDisabled());
      expect(icon).toHaveAttribute('data-loading');
      answer(Response.json({ data: { logoutClient: true } }));
      expect(await screen.findByText('Sie wurden ausgeloggt.', {}, LAZY)).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('logs out at once when nothing waits', async () => {
    await renderRoute('/profile', { user: judge });
    await userEvent.click(await profileButton('Ausloggen'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
