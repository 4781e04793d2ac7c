import { orderTimeOfOp } from '@shared/judging.ts';
import { describe, expect, it } from 'vitest';

// The server received the call at 12:00. Times are minutes from then; the expected order times
// are worked out by hand from the rule in orderTimeOfOp's comment.
const RECEIVED = new Date('2026-06-01T12:00:00.000Z');
const at = (minutes: number) => new Date(RECEIVED.getTime() + minutes * 60_000);

describe('orderTimeOfOp', () => {
  it.each([
    ['a verified op made 5 minutes ago: its client time', true, -5, -5],
    ['a verified op a minute ahead: as given (within the allowance)', true, 1, 1],
    ['a verified op 30 minutes ahead: capped at receipt + 2', true, 30, 2],
    ['an unverified op 30 minutes ahead: its arrival', false, 30, 0],
    ['an unverified op an hour behind: its arrival', false, -60, 0],
    ['an unverified op claiming a far future: its arrival', false, 511_000_000, 0],
  ] as const)('%s', (_case, clockVerified, made, expected) => {
    const orderTime = orderTimeOfOp({ clientTime: at(made), clockVerified }, RECEIVED);
    expect(orderTime.toISOString()).toBe(at(expected).toISOString());
  });
});
