import { LATE_JUDGING_OPS } from '@web/features/eventAdmin/graphql/LateJudgingOps';

// Event 4's late ratings as the server answers them, for the office's parts after the end.

/** A rating Renate Richter's tablet sent for cage `cageNumber` after the end. */
export const lateOp = (opId: string, cageNumber: number, status: 'PENDING' | 'ACCEPTED' | 'REJECTED') => ({
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

/** The list of event 4 as the server answers it, after `delay` ms; `reads` counts the answers given. */
export const lateList = (ops: ReturnType<typeof lateOp>[], reads?: { count: number }, delay = 0) => ({
  request: { query: LATE_JUDGING_OPS, variables: { eventId: '4' } },
  result: () => {
    if (reads) reads.count += 1;
    return { data: { lateJudgingOps: ops } };
  },
  delay,
});
