import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { GuestRegistrationHint } from '@web/features/events/components/GuestRegistrationHint';
import { describe, expect, it } from 'vitest';

describe('GuestRegistrationHint', () => {
  it('sends a guest to the login page, which brings them back to the event', async () => {
    await renderWithProviders(<GuestRegistrationHint eventId="42" />, { path: '/event/42' });
    expect(screen.getByRole('link', { name: 'Loggen Sie sich ein, um Tauben anzumelden' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fevent%2F42',
    );
  });

  it('in English, back to the English event page', async () => {
    await renderWithProviders(<GuestRegistrationHint eventId="42" />, { path: '/en/event/42' });
    expect(screen.getByRole('link', { name: 'Log in to register pigeons' })).toHaveAttribute(
      'href',
      '/en/login?redirect=%2Fen%2Fevent%2F42',
    );
  });
});
