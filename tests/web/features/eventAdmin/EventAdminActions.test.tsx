import { ApolloClient, type InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lateList, lateOp } from '@tests/support/lateRatings';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { CatalogueChecks } from '@web/features/eventAdmin/components/CatalogueChecks';
import { EventAdminActions } from '@web/features/eventAdmin/components/EventAdminActions';
import { LateRatings } from '@web/features/eventAdmin/components/LateRatings';
import { CATALOGUE_CHECKS } from '@web/features/eventAdmin/graphql/CatalogueChecks';
import { LATE_JUDGING_OPS } from '@web/features/eventAdmin/graphql/LateJudgingOps';
import { eventActions } from '@web/features/events/eventActions';
import { createAppCache } from '@web/lib/apollo/appCache';
import { KEPT_ANSWER_WAIT_MS } from '@web/lib/apollo/firstRead';
import { type ReactNode, useState } from 'react';
import { describe, expect, it } from 'vitest';

// The start dialog says what keeps the event from starting; what it says is read when it opens,
// not when the page was loaded: cages may have been numbered in another tab meanwhile.

const restClass = (cages: number, judged: boolean) => ({
  __typename: 'EventClass' as const,
  code: 'REST',
  registrationCount: 2,
  cageCount: cages,
  judges: judged ? [{ __typename: 'EventPerson' as const, id: '9', shownName: 'Hans Hahn' }] : [],
  exhibitorIds: [],
});
const answer = (cages: number, judged: boolean, delay = 0) => ({
  request: { query: CATALOGUE_CHECKS, variables: { id: '4' } },
  result: { data: { event: { __typename: 'Event' as const, id: '4', classes: [restClass(cages, judged)] } } },
  delay,
});

/** What an admin may do before the start (registration closed) and after the end. */
const ACTIONS = eventActions('ADMIN', 'CLOSED');
const ENDED_ACTIONS = eventActions('ADMIN', 'ENDED');

/**
 * The office's actions of event 4 over the given answers, before its start or (`ended`) after its
 * end; with `above`, below the part the event page puts above them then (the checks, the late
 * ratings); `kept` writes what the device kept from an earlier visit into the cache first.
 */
async function renderActions(
  mocks: MockLink.MockedResponse[],
  {
    above = false,
    ended = false,
    kept,
    page,
  }: {
    above?: boolean;
    ended?: boolean;
    kept?: (cache: InMemoryCache) => void;
    /** Another page to render instead. */
    page?: ReactNode;
  } = {},
) {
  const cache = createAppCache();
  kept?.(cache);
  const client = new ApolloClient({ cache, link: new MockLink(mocks) });
  await renderWithProviders(
    <ApolloProvider client={client}>
      {page ?? (
        <>
          {above && (ended ? <LateRatings eventId="4" /> : <CatalogueChecks eventId="4" />)}
          <Actions ended={ended} actions={ended ? ENDED_ACTIONS : ACTIONS} />
        </>
      )}
    </ApolloProvider>,
    { path: '/event/4' },
  );
  return client;
}

/** A running event's page (event 4), as it changes when the event ends: on `ending.end()`. */
function EndingEvent({ ending }: { ending: { end: () => void } }) {
  const [ended, setEnded] = useState(false);
  ending.end = () => setEnded(true);
  return (
    <>
      {ended && <LateRatings eventId="4" />}
      <Actions ended={ended} actions={eventActions('ADMIN', ended ? 'ENDED' : 'STARTED')} />
    </>
  );
}

/** The office's actions of event 4 with the given flags. */
function Actions(props: { ended: boolean; actions: typeof ACTIONS }) {
  return (
    <EventAdminActions
      eventId="4"
      title="Herbstschau"
      eventStart="2020-01-01T09:00:00Z"
      onDeleting={() => {}}
      onDeleted={async () => {}}
      {...props}
    />
  );
}

/**
 * Renders the actions over the given answers, and waits until the first has come: a press of
 * "Event starten" while it is still on its way would be answered by it, not by a second request.
 */
async function render(mocks: ReturnType<typeof answer>[]) {
  const client = await renderActions(mocks);
  await waitFor(() =>
    expect(client.readQuery({ query: CATALOGUE_CHECKS, variables: { id: '4' } })).not.toBeNull(),
  );
}

describe("the office's part of an event page before the start", () => {
  it('shows its buttons together with the checks above them, never to be pushed down under a tap', async () => {
    await renderActions([answer(2, true, 300)], { above: true });
    // While the checks are read: a loader where the buttons will be, no button yet.
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    expect(screen.queryByRole('button', { name: 'Event starten' })).toBeNull();
    await screen.findByRole('button', { name: 'Event starten' });
    expect(screen.getByRole('heading', { name: 'Vor dem Start prüfen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows its buttons when the checks cannot be read, and keeps them while they are read again', async () => {
    const offline = {
      request: { query: CATALOGUE_CHECKS, variables: { id: '4' } },
      error: new Error('offline'),
    };
    await renderActions([offline, answer(2, true, 300)]);
    // "Event starten" reads the checks again; meanwhile the buttons stay, and the dialog opens.
    const start = await screen.findByRole('button', { name: 'Event starten' });
    await userEvent.setup().click(start);
    expect(screen.queryByRole('status', { hidden: true })).toBeNull();
    expect(start).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Event starten?' });
    expect(await within(dialog).findByRole('button', { name: 'Starten' }, { timeout: 4000 })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: 'Event starten?' })).toBe(dialog);
  });
});

describe("the office's part of an event page after the end", () => {
  it('shows its buttons together with the late ratings above them, read once for both', async () => {
    const reads = { count: 0 };
    const late = lateList([lateOp('a', 1, 'PENDING')], reads, 300);
    await renderActions([late, late], { above: true, ended: true });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    expect(screen.queryByRole('button', { name: 'Event löschen' })).toBeNull();
    await screen.findByRole('button', { name: 'Event löschen' });
    expect(screen.getByRole('heading', { name: 'Verspätete Bewertungen' })).toBeInTheDocument();
    expect(screen.getByText('DV-06976-24-1')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(reads.count).toBe(1);
  });

  // The admin ended the event on this page, with no late rating yet; the device kept that list.
  const keptEmpty = (cache: InMemoryCache) =>
    cache.writeQuery({ query: LATE_JUDGING_OPS, variables: { eventId: '4' }, data: { lateJudgingOps: [] } });

  it('waits for the fresh list when the device kept an earlier one, which may have grown meanwhile', async () => {
    await renderActions([lateList([lateOp('a', 1, 'PENDING')], undefined, 300)], {
      above: true,
      ended: true,
      kept: keptEmpty,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    await screen.findByRole('button', { name: 'Event löschen' });
    expect(screen.getByRole('heading', { name: 'Verspätete Bewertungen' })).toBeInTheDocument();
  });

  it('shows its buttons under the kept list when the fresh one is slow to come', async () => {
    const started = performance.now();
    await renderActions([lateList([lateOp('a', 1, 'PENDING')], undefined, 60_000)], {
      above: true,
      ended: true,
      kept: keptEmpty,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    await screen.findByRole('button', { name: 'Event löschen' }, { timeout: KEPT_ANSWER_WAIT_MS * 3 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(KEPT_ANSWER_WAIT_MS - 50);
    expect(screen.queryByRole('heading', { name: 'Verspätete Bewertungen' })).toBeNull();
  });

  it('keeps its buttons when the event ends while its page is open, and reads the late ratings then', async () => {
    const ending = { end: () => {} };
    await renderActions([lateList([lateOp('a', 1, 'PENDING')], undefined, 300)], {
      page: <EndingEvent ending={ending} />,
    });
    await screen.findByRole('button', { name: 'Event beenden' });
    act(() => ending.end());
    // The buttons of an ended event at once, no loader in their place while the list is read.
    expect(screen.getByRole('button', { name: 'Event löschen' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Verspätete Bewertungen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Event löschen' })).toBeInTheDocument();
  });

  it('shows its buttons when the late ratings cannot be read', async () => {
    const offline = {
      request: { query: LATE_JUDGING_OPS, variables: { eventId: '4' } },
      error: new Error('offline'),
    };
    await renderActions([offline], { above: true, ended: true });
    expect(await screen.findByRole('button', { name: 'Event löschen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verspätete Bewertungen' })).toBeNull();
  });
});

describe('starting an event', () => {
  it('reads what is missing again when the dialog opens', async () => {
    // Loaded without cages and judge; by the time "Event starten" is pressed both are there.
    await render([answer(0, false), answer(2, true)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Event starten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event starten?' });
    expect(await within(dialog).findByRole('button', { name: 'Starten' }, { timeout: 4000 })).toBeEnabled();
    expect(dialog).not.toHaveTextContent('Käfignummern');
  });

  it('lists what is missing when nothing was done meanwhile', async () => {
    await render([answer(0, false), answer(0, false)]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Event starten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event starten?' });
    expect(await within(dialog).findByText(/Käfignummern/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Starten' })).toBeNull();
  });
});
