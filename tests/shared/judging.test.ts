import { orderTimeOfOp } from '@shared/judging.ts';
import { describe, expect, it } from 'vitest';

// The server received the call at 12:00. Times are minutes from then; the expected order times
// are worked out by hand from the rule in orderTimeOfOp's comment.
const RECEIVED = new Date('2026-06-01T12:00:00.000Z');
const at = (minutes: number) => new Date(RECEIVED.getTime() + minutes * 60_000);
const DAY = 24 * 60;

describe('orderTimeOfOp', () => {
  it.each([
    ['a verified op made 5 minutes ago: its client time', true, -5, null, -5],
    ['a verified op a minute ahead: as given (within the allowance)', true, 1, null, 1],
    ['a verified op 30 minutes ahead: capped at receipt + 2', true, 30, null, 2],
    ['a verified op ignores sentAt', true, -5, 60, -5],
    ['an unverified op made 10 minutes ago by a clock 30 ahead: receipt − 10', false, 20, 30, -10],
    [
      'an unverified op claiming a far future, sent 10 minutes after it: receipt − 10',
      false,
      511_000_000,
      511_000_010,
      -10,
    ],
    ['an unverified op made 5 minutes ago by a clock an hour behind: receipt − 5', false, -65, -60, -5],
    ['an unverified op without sentAt: its arrival', false, 30, null, 0],
    ['an unverified op sent "before" it was made (clock set back): its arrival', false, 30, 20, 0],
    ['an unverified op three days old: receipt − 24 hours', false, -3 * DAY, 0, -DAY],
  ] as const)('%s', (_case, clockVerified, made, sent, expected) => {
    const orderTime = orderTimeOfOp(
      { clientTime: at(made), clockVerified },
      RECEIVED,
      sent === null ? null : at(sent),
    );
    expect(orderTime.toISOString()).toBe(at(expected).toISOString());
  });

  it('orders an unverified op by its arrival when sentAt is no date', () => {
    const orderTime = orderTimeOfOp({ clientTime: at(30), clockVerified: false }, RECEIVED, new Date('x'));
    expect(orderTime.toISOString()).toBe(RECEIVED.toISOString());
  });
});
