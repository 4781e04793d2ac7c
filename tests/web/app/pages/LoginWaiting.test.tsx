import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { renderRoute } from '@tests/support/renderWithProviders';
import { afterEach, describe, expect, it } from 'vitest';

// A tablet shared in the hall says whose ratings still wait on it, and whose login sends them.

const LAZY = { timeout: 5000 };

afterEach(() => localStorage.clear());

describe('the login page of a tablet with another judge’s ratings waiting', () => {
  it('names the judge and the address to log in with, in German and English', async () => {
    localStorage.setItem(
      'outbox-judges',
      JSON.stringify([{ id: 2, name: 'Renate Richter', email: 'richter@example.org', waiting: 3 }]),
    );
    await renderRoute('/login');
    expect(
      await screen.findByText(
        'Auf diesem Gerät warten 3 Bewertungen von Renate Richter. Loggen Sie sich als richter@example.org ein, um sie zu senden.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
  });

  it('names a judge whose only ratings on the device wait for the show office', async () => {
    localStorage.setItem(
      'outbox-judges',
      JSON.stringify([{ id: 2, name: 'Renate Richter', email: 'richter@example.org', waiting: 0, late: 2 }]),
    );
    await renderRoute('/en/login');
    expect(
      await screen.findByText(
        '2 late ratings by Renate Richter are with the show office. Log in as richter@example.org to see the show office’s decision.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/is waiting on this device/)).not.toBeInTheDocument();
  });

  it('says it in English, and nothing when no judge’s ratings wait', async () => {
    localStorage.setItem(
      'outbox-judges',
      JSON.stringify([{ id: 2, name: 'Renate Richter', email: 'richter@example.org', waiting: 1 }]),
    );
    const { unmount } = await renderRoute('/en/login');
    expect(
      await screen.findByText(
        '1 rating by Renate Richter is waiting on this device. Log in as richter@example.org to send it.',
        {},
        LAZY,
      ),
    ).toBeInTheDocument();
    unmount();
    localStorage.clear();
    await renderRoute('/en/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' }, LAZY);
    expect(screen.queryByText(/is waiting on this device/)).not.toBeInTheDocument();
  });
});
