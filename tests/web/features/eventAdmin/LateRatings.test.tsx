import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lateList, lateOp } from '@tests/support/lateRatings';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { LateRatings } from '@web/features/eventAdmin/components/LateRatings';
import { RESOLVE_LATE_JUDGING_OP } from '@web/features/eventAdmin/graphql/LateJudgingOps';
import { createAppCache } from '@web/lib/apollo/appCache';
import { describe, expect, it } from 'vitest';

// After the end the office decides about ratings that came late: one by one, or all open ones at once.

const accepted = (opId: string) => ({
  request: { query: RESOLVE_LATE_JUDGING_OP, variables: { opId, accept: true } },
  result: {
    data: { resolveLateJudgingOp: { __typename: 'LateJudgingOp' as const, opId, status: 'ACCEPTED' } },
  },
});

describe('late ratings', () => {
  it('accepts every open one at once, after asking, and leaves decided ones alone', async () => {
    const user = userEvent.setup();
    const before = [lateOp('a', 1, 'PENDING'), lateOp('b', 2, 'REJECTED'), lateOp('c', 3, 'PENDING')];
    const after = [lateOp('a', 1, 'ACCEPTED'), lateOp('b', 2, 'REJECTED'), lateOp('c', 3, 'ACCEPTED')];
    // What a read sent between the two decisions would have answered, had it come back last.
    const between = [lateOp('a', 1, 'ACCEPTED'), lateOp('b', 2, 'REJECTED'), lateOp('c', 3, 'PENDING')];
    const reads = { count: 0 };
    await renderWithProviders(
      // Each decision's answer shows in the list; the list is read again once, after both. Read
      // after each decision, a read still in flight when the next decision asked again was shared
      // with it, and the last one showed as open (a clean-clone run of the whole suite caught it).
      <MockedProvider
        cache={createAppCache()}
        mocks={[
          lateList(before, reads),
          accepted('a'),
          accepted('c'),
          lateList(after, reads),
          lateList(between, reads),
        ]}
      >
        <LateRatings eventId="4" />
      </MockedProvider>,
      { path: '/event/4' },
    );
    await user.click(await screen.findByRole('button', { name: 'Alle 2 offenen annehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alle offenen Bewertungen annehmen?' });
    expect(dialog).toHaveTextContent('2 Bewertungen zählen dann, als wären sie rechtzeitig gekommen.');
    await user.click(within(dialog).getByRole('button', { name: 'Alle annehmen' }));
    // Two decisions and a read of the list: 0.5 s alone, up to 4.3 s with the whole suite on two
    // cores (a clean-clone run missed a 4 s wait), so the wait is for the list itself, up to 10 s.
    const SLOW = { timeout: 10_000 };
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SLOW);
    const section = screen.getByRole('region', { name: 'Verspätete Bewertungen' });
    // The list is read again after each of the two decisions: the second answer shows both.
    await waitFor(() => expect(within(section).getAllByText('Angenommen')).toHaveLength(2), SLOW);
    expect(screen.queryByRole('button', { name: /offenen annehmen/ })).not.toBeInTheDocument();
    // Read when shown, and once more after the decisions: no read between them.
    await waitFor(() => expect(reads.count).toBe(2));
  }, 30_000);

  it('says why "all" stopped once the list is read again, not before', async () => {
    const user = userEvent.setup();
    const reads = { count: 0 };
    const refused = {
      request: { query: RESOLVE_LATE_JUDGING_OP, variables: { opId: 'c', accept: true } },
      result: { errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] },
    };
    const before = [lateOp('a', 1, 'PENDING'), lateOp('c', 3, 'PENDING')];
    // The read after the decisions takes its time: until it is back, the dialog stays busy, so no
    // second "accept all" goes out while it is on its way.
    const readAfter = {
      ...lateList([lateOp('a', 1, 'ACCEPTED'), lateOp('c', 3, 'PENDING')], reads),
      delay: 300,
    };
    await renderWithProviders(
      <MockedProvider
        cache={createAppCache()}
        mocks={[lateList(before, reads), accepted('a'), refused, readAfter]}
      >
        <LateRatings eventId="4" />
      </MockedProvider>,
      { path: '/event/4' },
    );
    await user.click(await screen.findByRole('button', { name: 'Alle 2 offenen annehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alle offenen Bewertungen annehmen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Alle annehmen' }));
    expect(await within(dialog).findByRole('alert', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(reads.count).toBe(2);
    expect(within(dialog).getByRole('button', { name: 'Alle annehmen' })).toBeEnabled();
  }, 30_000);

  it('offers no "all" for a single open one', async () => {
    await renderWithProviders(
      <MockedProvider mocks={[lateList([lateOp('a', 1, 'PENDING')])]}>
        <LateRatings eventId="4" />
      </MockedProvider>,
      { path: '/event/4' },
    );
    expect(await screen.findByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /offenen annehmen/ })).not.toBeInTheDocument();
  });
});
