import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { LateRatings } from '@web/features/eventAdmin/components/LateRatings';
import { LATE_JUDGING_OPS, RESOLVE_LATE_JUDGING_OP } from '@web/features/eventAdmin/graphql/LateJudgingOps';
import { describe, expect, it } from 'vitest';

// After the end the office decides about ratings that came late: one by one, or all open ones at once.

const op = (opId: string, cageNumber: number, status: 'PENDING' | 'ACCEPTED' | 'REJECTED') => ({
  __typename: 'LateJudgingOp' as const,
  opId,
  cageId: String(cageNumber),
  cageNumber,
  classCode: 'REST' as const,
  ringNumber: `DV-06976-24-${cageNumber}`,
  kind: 'RATE' as const,
  total: 90,
  skipReason: null,
  note: null,
  status,
  clientTime: '2026-11-28T10:00:00.000Z',
  receivedAt: '2026-11-28T11:00:00.000Z',
  judge: { __typename: 'EventPerson' as const, id: '7', shownName: 'Renate Richter' },
});

const list = (ops: ReturnType<typeof op>[], delay?: number) => ({
  request: { query: LATE_JUDGING_OPS, variables: { eventId: '4' } },
  result: { data: { lateJudgingOps: ops } },
  delay,
});
const accepted = (opId: string) => ({
  request: { query: RESOLVE_LATE_JUDGING_OP, variables: { opId, accept: true } },
  result: {
    data: { resolveLateJudgingOp: { __typename: 'LateJudgingOp' as const, opId, status: 'ACCEPTED' } },
  },
});

describe('late ratings', () => {
  it('accepts every open one at once, after asking, and leaves decided ones alone', async () => {
    const user = userEvent.setup();
    const before = [op('a', 1, 'PENDING'), op('b', 2, 'REJECTED'), op('c', 3, 'PENDING')];
    const between = [op('a', 1, 'ACCEPTED'), op('b', 2, 'REJECTED'), op('c', 3, 'PENDING')];
    const after = [op('a', 1, 'ACCEPTED'), op('b', 2, 'REJECTED'), op('c', 3, 'ACCEPTED')];
    await renderWithProviders(
      // The list is read again after each decision. The first read is slow (a weak connection, or a
      // busy machine): had the second decision gone out before it came back, Apollo would have
      // answered the second read with the first one, still in flight, and "c" stayed open.
      <MockedProvider mocks={[list(before), accepted('a'), list(between, 400), accepted('c'), list(after)]}>
        <LateRatings eventId="4" />
      </MockedProvider>,
      { path: '/event/4' },
    );
    await user.click(await screen.findByRole('button', { name: 'Alle 2 offenen annehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alle offenen Bewertungen annehmen?' });
    expect(dialog).toHaveTextContent('2 Bewertungen zählen dann, als wären sie rechtzeitig gekommen.');
    await user.click(within(dialog).getByRole('button', { name: 'Alle annehmen' }));
    // Two decisions and two reads of the list: 0.5 s alone, up to 4.3 s with the whole suite on two
    // cores (a clean-clone run missed a 4 s wait), so the wait is for the list itself, up to 10 s.
    const SLOW = { timeout: 10_000 };
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), SLOW);
    const section = screen.getByRole('region', { name: 'Verspätete Bewertungen' });
    // The list is read again after each of the two decisions: the second answer shows both.
    await waitFor(() => expect(within(section).getAllByText('Angenommen')).toHaveLength(2), SLOW);
    expect(screen.queryByRole('button', { name: /offenen annehmen/ })).not.toBeInTheDocument();
  }, 30_000);

  it('offers no "all" for a single open one', async () => {
    await renderWithProviders(
      <MockedProvider mocks={[list([op('a', 1, 'PENDING')])]}>
        <LateRatings eventId="4" />
      </MockedProvider>,
      { path: '/event/4' },
    );
    expect(await screen.findByRole('button', { name: 'Annehmen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /offenen annehmen/ })).not.toBeInTheDocument();
  });
});
