import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { AccountButton } from '@web/app/shell/AccountButton';
import { EMPTY_USER, type SessionUser } from '@web/lib/session/session';
import { endSession, sessionStore, startSession } from '@web/lib/session/sessionStore';
import { afterEach, describe, expect, it } from 'vitest';

const breeder: SessionUser = {
  ...EMPTY_USER,
  id: 7,
  firstName: 'Karl',
  lastName: 'Zimmermann',
  role: 'BREEDER',
};

afterEach(() => {
  endSession(sessionStore);
});

describe('AccountButton', () => {
  it('shows the shown name (first plus last name) and leads to the profile', async () => {
    await renderWithProviders(<AccountButton />, { path: '/', user: breeder });
    expect(screen.getByRole('link', { name: 'Karl Zimmermann' })).toHaveAttribute('href', '/profile');
  });

  it('follows the session: the name after login, the login label after logout', async () => {
    await renderWithProviders(<AccountButton />, { path: '/en/' });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    act(() => startSession('token', breeder));
    expect(screen.getByRole('link', { name: 'Karl Zimmermann' })).toHaveAttribute('href', '/en/profile');
    act(() => endSession());
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });
});
