import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { OutboxBadge } from '@web/app/shell/OutboxBadge';
import { resetOutboxStatus, setOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { afterEach, describe, expect, it } from 'vitest';

const waiting = (unsent: number, attention = 0) =>
  act(() => setOutboxStatus({ unsent, attention, late: 0, hold: null, unreachable: false }));

afterEach(() => resetOutboxStatus());

describe('the header’s count of unsent ratings', () => {
  it('says one rating in the singular and more in the plural, in English', async () => {
    await renderWithProviders(<OutboxBadge />, { path: '/en/' });
    waiting(1);
    expect(screen.getByRole('link', { name: '1 rating not sent' })).toHaveAttribute(
      'href',
      '/en/judge/outbox',
    );
    waiting(3, 1);
    expect(screen.getByRole('link', { name: '3 ratings not sent, 1 needs attention' })).toBeInTheDocument();
  });

  it('and in German', async () => {
    await renderWithProviders(<OutboxBadge />, { path: '/' });
    waiting(1);
    expect(screen.getByRole('link', { name: '1 Bewertung nicht gesendet' })).toBeInTheDocument();
    waiting(2, 2);
    expect(
      screen.getByRole('link', { name: '2 Bewertungen nicht gesendet, 2 brauchen Aufmerksamkeit' }),
    ).toBeInTheDocument();
  });
});
