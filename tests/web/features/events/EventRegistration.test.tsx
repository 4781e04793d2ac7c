import { MockedProvider } from '@apollo/client/testing/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventDetailAnswer } from '@tests/support/eventAnswers';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { EventRegistration } from '@web/features/events/components/EventRegistration';
import { EVENT_PIGEONS } from '@web/features/events/graphql/EventPigeons';
import { UNREGISTER_PIGEON } from '@web/features/events/graphql/UnregisterPigeon';
import { describe, expect, it, vi } from 'vitest';

const RING = 'DV-06976-21-134';

const registration = {
  id: '31',
  pigeonId: '7',
  ringNumber: RING,
  sex: 'M' as const,
  color: 'blau',
  classCode: 'REST' as const,
  reason: { prizeKm: 0, prizes: 0, lastYearKm: 0 },
  cageNumber: null,
  cageId: null,
};

const event = eventDetailAnswer({ registrationCount: 1, myRegistrations: [registration] });

const noPigeons = {
  request: { query: EVENT_PIGEONS, variables: { season: 2030 } },
  result: { data: { myPigeons: [] } },
  maxUsageCount: 10,
};

describe('EventRegistration', () => {
  it('offers to withdraw a pigeon (not "Ausloggen") and asks first', async () => {
    const user = userEvent.setup();
    // The event as the server answers: the registration gone.
    const withdrawn = vi.fn(() => ({
      data: { unregisterPigeon: { ...event, registrationCount: 0, myRegistrations: [] } },
    }));
    await renderWithProviders(
      <MockedProvider
        mocks={[
          noPigeons,
          {
            request: { query: UNREGISTER_PIGEON, variables: { eventId: '5', pigeonId: '7' } },
            result: withdrawn,
          },
        ]}
      >
        <EventRegistration event={event} open />
      </MockedProvider>,
      { path: '/event/5' },
    );
    const mine = screen.getByRole('region', { name: 'Meine Anmeldungen' });
    expect(within(mine).queryByRole('button', { name: /abmelden/i })).not.toBeInTheDocument();
    const withdraw = within(mine).getByRole('button', { name: `Taube ${RING} zurückziehen` });
    expect(withdraw).toHaveTextContent('Zurückziehen');

    await user.click(withdraw);
    const ask = await screen.findByRole('dialog', { name: 'Anmeldung zurückziehen?' });
    expect(ask).toHaveTextContent(RING);
    await user.click(within(ask).getByRole('button', { name: 'Abbrechen' }));
    expect(withdrawn).not.toHaveBeenCalled();

    await user.click(withdraw);
    const again = await screen.findByRole('dialog', { name: 'Anmeldung zurückziehen?' });
    await user.click(within(again).getByRole('button', { name: 'Zurückziehen' }));
    await vi.waitFor(() => expect(withdrawn).toHaveBeenCalledOnce());
  });

  it('says "Withdraw" in English', async () => {
    await renderWithProviders(
      <MockedProvider mocks={[noPigeons]}>
        <EventRegistration event={event} open />
      </MockedProvider>,
      { path: '/en/event/5' },
    );
    const withdraw = screen.getByRole('button', { name: `Withdraw pigeon ${RING}` });
    expect(withdraw).toHaveTextContent('Withdraw');
  });
  it('tells a screen reader while the pigeons load', async () => {
    await renderWithProviders(
      <MockedProvider mocks={[{ ...noPigeons, delay: Number.POSITIVE_INFINITY }]}>
        <EventRegistration event={event} open />
      </MockedProvider>,
      { path: '/event/5' },
    );
    // A status with its name (a label on an element without a role is not announced, and axe
    // flags it).
    expect(await screen.findByRole('status', { name: 'Tauben werden geladen …' })).toBeInTheDocument();
  });
});
