import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { EventList } from '@web/features/events/components/EventList';
import type { EventCardFieldsFragment } from '@web/gql/graphql';
import { describe, expect, it, vi } from 'vitest';

function event(overrides: Partial<EventCardFieldsFragment> = {}): EventCardFieldsFragment {
  return {
    id: '1',
    title: 'Deutsche Brieftaubenausstellung',
    eventType: 'NATIONAL',
    registrationDeadline: '2027-01-01T12:00:00.000Z',
    eventStart: '2027-01-08T08:00:00.000Z',
    endedAt: null,
    status: 'OPEN',
    location: { city: 'Dortmund', zipCode: '44139', country: 'DE' },
    ...overrides,
  };
}

const noop = () => {};

describe('EventList', () => {
  it('shows a card per event with type, date, place, status and a details link', async () => {
    await renderWithProviders(
      <EventList
        events={[event(), event({ id: '2', title: 'Regionalschau Leipzig', status: 'ENDED' })]}
        loading={false}
        failed={false}
        onRetry={noop}
        headingOrder={2}
      />,
    );
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]);
    expect(
      first.getByRole('heading', { level: 2, name: 'Deutsche Brieftaubenausstellung' }),
    ).toBeInTheDocument();
    expect(first.getByText('Bundesschau')).toBeInTheDocument();
    expect(first.getByText('08.01.2027')).toBeInTheDocument();
    expect(first.getByText('Dortmund, Deutschland')).toBeInTheDocument();
    expect(first.getByText('Anmeldung offen')).toBeInTheDocument();
    // The deadline with its time, on the show's clock (12:00 UTC is 13:00 in Berlin in winter).
    expect(first.getByText(/^01\.01\.2027, 13:00/).closest('p')).toHaveTextContent(
      /^Anmeldung bis 01\.01\.2027, 13:00/,
    );
    expect(first.getByRole('link', { name: 'Details zu Deutsche Brieftaubenausstellung' })).toHaveAttribute(
      'href',
      '/event/1',
    );
    expect(within(cards[1]).getByText('Beendet')).toBeInTheDocument();
  });

  it('lists an ended show by its end, not its planned start', async () => {
    await renderWithProviders(
      <EventList
        events={[event({ status: 'ENDED', endedAt: '2026-11-14T17:00:00.000Z' })]}
        loading={false}
        failed={false}
        onRetry={noop}
        headingOrder={2}
      />,
    );
    const card = within(screen.getByRole('article'));
    expect(card.getByText(/^Beendet am/)).toHaveTextContent('Beendet am 14.11.2026');
    expect(card.queryByText('08.01.2027')).not.toBeInTheDocument();
  });

  it('links to the English detail page and formats dates in English under /en', async () => {
    await renderWithProviders(
      <EventList
        events={[event({ id: '7' })]}
        loading={false}
        failed={false}
        onRetry={noop}
        headingOrder={3}
      />,
      { path: '/en/event' },
    );
    expect(screen.getByRole('link', { name: /Details of/ })).toHaveAttribute('href', '/en/event/7');
    expect(screen.getByText('Registration open')).toBeInTheDocument();
    // British English: day before month.
    expect(screen.getByText('8 Jan 2027')).toBeInTheDocument();
  });

  it('says so when there are no events, in both languages', async () => {
    const { unmount } = await renderWithProviders(
      <EventList events={[]} loading={false} failed={false} onRetry={noop} headingOrder={2} />,
    );
    expect(screen.getByText('Zurzeit sind keine Events verfügbar')).toBeInTheDocument();
    unmount();
    await renderWithProviders(
      <EventList events={[]} loading={false} failed={false} onRetry={noop} headingOrder={2} />,
      {
        path: '/en/event',
      },
    );
    expect(screen.getByText('No events currently available')).toBeInTheDocument();
  });

  it('announces loading', async () => {
    await renderWithProviders(
      <EventList events={undefined} loading failed={false} onRetry={noop} headingOrder={2} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Events werden geladen');
  });

  it('offers a retry when loading failed', async () => {
    const retry = vi.fn();
    await renderWithProviders(
      <EventList events={undefined} loading={false} failed onRetry={retry} headingOrder={2} />,
    );
    expect(screen.getByText('Die Events konnten nicht geladen werden.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('groups events by where they stand: running, upcoming, past, in both languages', async () => {
    // The server's order: running, then upcoming soonest first, then past most recent first. A show
    // being judged before its planned start is running; one ended early is past.
    const events = [
      event({ id: '3', title: 'Läuft schon', eventStart: '2027-01-02T08:00:00.000Z', status: 'STARTED' }),
      event({ id: '1', title: 'Bald', eventStart: '2027-01-05T08:00:00.000Z' }),
      event({ id: '2', title: 'Später', eventStart: '2027-03-01T08:00:00.000Z', status: 'CLOSED' }),
      event({ id: '5', title: 'Früh beendet', eventStart: '2027-01-03T08:00:00.000Z', status: 'ENDED' }),
      event({ id: '4', title: 'Letztes Jahr', eventStart: '2026-02-01T08:00:00.000Z', status: 'ENDED' }),
    ];
    const list = (path: string) =>
      renderWithProviders(
        <EventList events={events} loading={false} failed={false} onRetry={noop} headingOrder={3} grouped />,
        { path },
      );
    const { unmount } = await list('/event');
    const titles = (name: string) =>
      within(screen.getByRole('region', { name }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles('Laufende Events')).toEqual(['Läuft schon']);
    expect(titles('Kommende Events')).toEqual(['Bald', 'Später']);
    expect(titles('Vergangene Events')).toEqual(['Früh beendet', 'Letztes Jahr']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Laufende Events',
      'Kommende Events',
      'Vergangene Events',
    ]);
    unmount();
    await list('/en/event');
    expect(screen.getByRole('region', { name: 'Running events' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Upcoming events' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Past events' })).toBeInTheDocument();
  });

  it('shows no heading for a group without events', async () => {
    await renderWithProviders(
      <EventList
        events={[event({ eventStart: '2026-01-01T08:00:00.000Z', status: 'ENDED' })]}
        loading={false}
        failed={false}
        onRetry={noop}
        headingOrder={3}
        grouped
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Kommende Events' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Vergangene Events' })).toBeInTheDocument();
  });
});
