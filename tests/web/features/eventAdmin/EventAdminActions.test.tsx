import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { CatalogueChecks } from '@web/features/eventAdmin/components/CatalogueChecks';
import { EventAdminActions } from '@web/features/eventAdmin/components/EventAdminActions';
import { CATALOGUE_CHECKS } from '@web/features/eventAdmin/graphql/CatalogueChecks';
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

const ACTIONS = {
  edit: true,
  start: true,
  end: false,
  delete: false,
  assignJudges: true,
  assignCages: true,
};

/**
 * The office's actions of event 4 before its start, over the given answers; with `checks`, below
 * the checks' region, as the event page puts them.
 */
async function renderActions(mocks: MockLink.MockedResponse[], { checks = false } = {}) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: new MockLink(mocks) });
  await renderWithProviders(
    <ApolloProvider client={client}>
      {checks && <CatalogueChecks eventId="4" />}
      <EventAdminActions
        eventId="4"
        title="Herbstschau"
        ended={false}
        eventStart="2020-01-01T09:00:00Z"
        actions={ACTIONS}
        onDeleting={() => {}}
        onDeleted={async () => {}}
      />
    </ApolloProvider>,
    { path: '/event/4' },
  );
  return client;
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
    await renderActions([answer(2, true, 300)], { checks: true });
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
