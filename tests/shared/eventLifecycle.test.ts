import {
  canDo,
  compareCurrentFirst,
  EVENT_ACTIONS,
  EVENT_STATUSES,
  type EventAction,
  type EventStatus,
  effectiveEventStatus,
  eventGroup,
  eventSeason,
  hasStarted,
  isRegistrationOpen,
  lifecycleRefusal,
} from '@shared/eventLifecycle.ts';
import { describe, expect, it } from 'vitest';

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

describe('what each status allows', () => {
  // Hand-written, status by status: null = allowed, else the code the refusal carries.
  const TABLE: Record<EventAction, Record<EventStatus, string | null>> = {
    edit: { DRAFT: null, OPEN: null, CLOSED: null, STARTED: null, ENDED: 'EVENT_ENDED' },
    changeSchemeOrDeadline: {
      DRAFT: null,
      OPEN: null,
      CLOSED: null,
      STARTED: 'EVENT_ALREADY_STARTED',
      ENDED: 'EVENT_ENDED',
    },
    changeFees: {
      DRAFT: null,
      OPEN: null,
      CLOSED: 'EVENT_REGISTRATION_DEADLINE_PASSED',
      STARTED: 'EVENT_REGISTRATION_DEADLINE_PASSED',
      ENDED: 'EVENT_REGISTRATION_DEADLINE_PASSED',
    },
    delete: { DRAFT: null, OPEN: null, CLOSED: null, STARTED: 'EVENT_ALREADY_STARTED', ENDED: null },
    register: {
      DRAFT: null,
      OPEN: null,
      CLOSED: 'EVENT_REGISTRATION_DEADLINE_PASSED',
      STARTED: 'EVENT_REGISTRATION_DEADLINE_PASSED',
      ENDED: 'EVENT_REGISTRATION_DEADLINE_PASSED',
    },
    assignJudges: {
      DRAFT: 'EVENT_REGISTRATION_OPEN',
      OPEN: 'EVENT_REGISTRATION_OPEN',
      CLOSED: null,
      STARTED: null,
      ENDED: 'EVENT_ENDED',
    },
    assignCages: {
      DRAFT: 'EVENT_REGISTRATION_OPEN',
      OPEN: 'EVENT_REGISTRATION_OPEN',
      CLOSED: null,
      STARTED: 'EVENT_ALREADY_STARTED',
      ENDED: 'EVENT_ENDED',
    },
    start: {
      DRAFT: 'EVENT_REGISTRATION_OPEN',
      OPEN: 'EVENT_REGISTRATION_OPEN',
      CLOSED: null,
      STARTED: 'EVENT_ALREADY_STARTED',
      ENDED: 'EVENT_ENDED',
    },
    end: {
      DRAFT: 'EVENT_NOT_STARTED',
      OPEN: 'EVENT_NOT_STARTED',
      CLOSED: 'EVENT_NOT_STARTED',
      STARTED: null,
      ENDED: 'EVENT_ENDED',
    },
    rate: {
      DRAFT: 'EVENT_NOT_STARTED',
      OPEN: 'EVENT_NOT_STARTED',
      CLOSED: 'EVENT_NOT_STARTED',
      STARTED: null,
      ENDED: 'EVENT_ENDED',
    },
    readResults: {
      DRAFT: 'EVENT_RATINGS_NOT_FINISHED',
      OPEN: 'EVENT_RATINGS_NOT_FINISHED',
      CLOSED: 'EVENT_RATINGS_NOT_FINISHED',
      STARTED: 'EVENT_RATINGS_NOT_FINISHED',
      ENDED: null,
    },
  };
  const cases = EVENT_ACTIONS.flatMap((action) =>
    EVENT_STATUSES.map((status) => [action, status, TABLE[action][status]] as const),
  );

  it.each(cases)('%s in %s: %s', (action, status, refusal) => {
    expect(lifecycleRefusal(action, status)).toBe(refusal);
    expect(canDo(action, status)).toBe(refusal === null);
  });
});

describe('the order of events', () => {
  const at = (iso: string) => new Date(iso);

  it('groups events for the lists by status, not by their planned date', () => {
    expect(EVENT_STATUSES.map((status) => [status, eventGroup(status)])).toEqual([
      ['DRAFT', 'UPCOMING'],
      ['OPEN', 'UPCOMING'],
      ['CLOSED', 'UPCOMING'],
      ['STARTED', 'RUNNING'],
      ['ENDED', 'PAST'],
    ]);
  });

  it("puts a judge's current and upcoming events first, soonest first, ended ones last, recent first", () => {
    const events = [
      { title: 'ended long ago', status: 'ENDED' as const, eventStart: at('2026-01-01T08:00:00Z') },
      { title: 'later', status: 'OPEN' as const, eventStart: at('2026-09-01T08:00:00Z') },
      { title: 'ended recently', status: 'ENDED' as const, eventStart: at('2026-05-20T08:00:00Z') },
      { title: 'being judged', status: 'STARTED' as const, eventStart: at('2026-05-31T08:00:00Z') },
      { title: 'soon', status: 'CLOSED' as const, eventStart: at('2026-06-05T08:00:00Z') },
    ];
    expect([...events].sort(compareCurrentFirst).map((e) => e.title)).toEqual([
      'being judged',
      'soon',
      'later',
      'ended recently',
      'ended long ago',
    ]);
  });

  it('sorts ended events by their end, not their planned start', () => {
    const events = [
      {
        title: 'ended early',
        status: 'ENDED' as const,
        eventStart: at('2026-12-01T08:00:00Z'),
        endedAt: at('2026-03-02T18:00:00Z'),
      },
      {
        title: 'ended in May',
        status: 'ENDED' as const,
        eventStart: at('2026-05-01T08:00:00Z'),
        endedAt: at('2026-05-02T18:00:00Z'),
      },
      {
        title: 'end not kept',
        status: 'ENDED' as const,
        eventStart: at('2026-04-01T08:00:00Z'),
        endedAt: null,
      },
    ];
    expect([...events].sort(compareCurrentFirst).map((e) => e.title)).toEqual([
      'ended in May',
      'end not kept',
      'ended early',
    ]);
  });
});
