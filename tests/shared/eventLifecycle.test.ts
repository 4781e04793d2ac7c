import { describe, expect, it } from 'vitest';
import {
  effectiveEventStatus,
  eventSeason,
  hasStarted,
  isRegistrationOpen,
} from '../../src/shared/eventLifecycle.ts';

const DEADLINE = new Date('2026-06-01T22:00:00.000Z');
const before = new Date('2026-06-01T21:59:59.000Z');
const after = new Date('2026-06-01T22:00:00.000Z');

describe('event lifecycle', () => {
  it('closes registration at the deadline by the clock alone', () => {
    expect(effectiveEventStatus('OPEN', DEADLINE, before)).toBe('OPEN');
    expect(effectiveEventStatus('OPEN', DEADLINE, after)).toBe('CLOSED');
    expect(effectiveEventStatus('DRAFT', DEADLINE, before)).toBe('DRAFT');
    expect(effectiveEventStatus('CLOSED', DEADLINE, before)).toBe('OPEN');
  });

  it('keeps the admin-set STARTED and ENDED whatever the clock says', () => {
    expect(effectiveEventStatus('STARTED', DEADLINE, before)).toBe('STARTED');
    expect(effectiveEventStatus('ENDED', DEADLINE, after)).toBe('ENDED');
  });

  it('answers what each status allows', () => {
    expect(
      ['DRAFT', 'OPEN', 'CLOSED', 'STARTED', 'ENDED'].map((s) => isRegistrationOpen(s as never)),
    ).toEqual([true, true, false, false, false]);
    expect(hasStarted('STARTED') && hasStarted('ENDED') && !hasStarted('CLOSED')).toBe(true);
    expect(eventSeason(new Date('2027-01-01T00:30:00.000Z'))).toBe(2027);
  });
});
