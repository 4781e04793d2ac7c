import { screen } from '@testing-library/react';
import { renderRoute } from '@tests/support/renderWithProviders';
import { EMPTY_USER, type SessionUser } from '@web/lib/session/session';
import { describe, expect, it } from 'vitest';

// The first visit loads the lazy pages and the Apollo layout: slower than findBy's 1 s under load.
const LAZY = { timeout: 5000 };

const breeder: SessionUser = {
  ...EMPTY_USER,
  id: 7,
  firstName: 'Karl',
  lastName: 'Zimmermann',
  role: 'BREEDER',
};

describe('route guards', () => {
  it('send a guest from the dashboard to the login, remembering the page', async () => {
    const { router } = await renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Einloggen' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fdashboard');
  });

  it('send a breeder from an admin page to the dashboard with a notice, in English', async () => {
    const { router } = await renderRoute('/en/admin/roles', { user: breeder });
    expect(await screen.findByText('You are not allowed to open that page.', {}, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/dashboard');
    expect(screen.getByRole('heading', { name: 'Breeder' })).toBeInTheDocument();
  });

  it('keep a logged-in user off the login page', async () => {
    const { router } = await renderRoute('/signIn', { user: breeder });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
