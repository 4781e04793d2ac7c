import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { Header } from '@web/app/shell/Header';
import { EMPTY_USER, type SessionUser } from '@web/lib/session/session';
import { describe, expect, it } from 'vitest';

const breeder: SessionUser = {
  ...EMPTY_USER,
  id: 7,
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'e@x.example',
  role: 'BREEDER',
};

function headerNav(name = 'Hauptnavigation') {
  // The header's own navigation (the phone's menu, a closed disclosure, holds the same entries).
  const navs = screen.getAllByRole('navigation', { name }).filter((nav) => !nav.closest('details'));
  expect(navs).toHaveLength(1);
  return navs[0];
}

describe('Header', () => {
  it('links home, events and results, but not the dashboard, while logged out', async () => {
    await renderWithProviders(<Header />, { path: '/event' });
    const nav = within(headerNav());
    // A bare "Start" would not say where it goes.
    expect(nav.getByRole('link', { name: 'Startseite Taubenschau' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Startseite Taubenschau' })).toHaveTextContent('Startseite');
    expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('href', '/event');
    expect(nav.getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Ergebnisse' })).toHaveAttribute('href', '/results');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('adds the dashboard when logged in', async () => {
    await renderWithProviders(<Header />, { path: '/', user: breeder });
    expect(within(headerNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers the login while logged out, in both languages', async () => {
    const { unmount } = await renderWithProviders(<Header />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Einloggen' })).toHaveAttribute('href', '/login');
    unmount();

    await renderWithProviders(<Header />, { path: '/en/event' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(
      within(headerNav('Main navigation')).getByRole('link', { name: 'Home page of Taubenschau' }),
    ).toHaveAttribute('href', '/en/');
  });

  it("shows the user's name leading to the profile when logged in", async () => {
    await renderWithProviders(<Header />, { path: '/en/', user: breeder });
    expect(screen.getByRole('link', { name: 'Erika Mustermann' })).toHaveAttribute('href', '/en/profile');
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('does not count a user without a role as logged in', async () => {
    await renderWithProviders(<Header />, { path: '/', user: { ...breeder, role: null } });
    expect(screen.getByRole('link', { name: 'Einloggen' })).toBeInTheDocument();
    expect(within(headerNav()).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });
});
