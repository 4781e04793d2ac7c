import {
  finalizeProblem,
  isObjectionDays,
  objectionDeadline,
  objectionProblem,
  resultsStatusOf,
} from '@shared/resultsStatus.ts';
import { describe, expect, it } from 'vitest';

const END = new Date('2026-10-17T16:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(END.getTime() + days * DAY);

describe('provisional and final results', () => {
  it('take objections for whole days of 24 hours after the moment of the end', () => {
    expect(objectionDeadline(END, 7)).toEqual(at(7));
    expect(objectionDeadline(END, 0)).toEqual(END);
    expect([0, 7, 60].every(isObjectionDays)).toBe(true);
    expect([-1, 61, 1.5, Number.NaN].some(isObjectionDays)).toBe(false);
  });

  it('are none before the end, provisional after it, final once finalised', () => {
    expect(resultsStatusOf({ ended: false, resultsFinalAt: null })).toBeNull();
    expect(resultsStatusOf({ ended: true, resultsFinalAt: null })).toBe('PROVISIONAL');
    expect(resultsStatusOf({ ended: true, resultsFinalAt: at(8) })).toBe('FINAL');
  });

  it('take objections only while provisional and within the period; without a deadline none', () => {
    const provisional = { status: 'PROVISIONAL' as const, deadline: at(7) };
    expect(objectionProblem({ ...provisional, now: at(6.9) })).toBeNull();
    expect(objectionProblem({ ...provisional, now: at(7) })).toBe('OBJECTION_PERIOD_OVER');
    expect(objectionProblem({ status: 'PROVISIONAL', deadline: null, now: at(1) })).toBe(
      'OBJECTION_PERIOD_OVER',
    );
    expect(objectionProblem({ status: 'FINAL', deadline: at(7), now: at(1) })).toBe('RESULTS_FINAL');
    expect(objectionProblem({ status: null, deadline: null, now: at(1) })).toBe('EVENT_RATINGS_NOT_FINISHED');
  });

  it('become final after the period, or early on purpose, once nothing waits', () => {
    const ready = {
      status: 'PROVISIONAL' as const,
      deadline: at(7),
      now: at(8),
      openObjections: 0,
      pendingLateRatings: 0,
      early: false,
    };
    expect(finalizeProblem(ready)).toBeNull();
    expect(finalizeProblem({ ...ready, now: at(2) })).toBe('OBJECTION_PERIOD_RUNNING');
    expect(finalizeProblem({ ...ready, now: at(2), early: true })).toBeNull();
    // The period first: the office learns that it runs before what else waits.
    expect(finalizeProblem({ ...ready, now: at(2), openObjections: 1 })).toBe('OBJECTION_PERIOD_RUNNING');
    expect(finalizeProblem({ ...ready, openObjections: 1, pendingLateRatings: 1 })).toBe('OBJECTIONS_OPEN');
    expect(finalizeProblem({ ...ready, pendingLateRatings: 1 })).toBe('LATE_RATINGS_OPEN');
    expect(finalizeProblem({ ...ready, status: 'FINAL' })).toBe('RESULTS_FINAL');
    expect(finalizeProblem({ ...ready, status: null })).toBe('EVENT_RATINGS_NOT_FINISHED');
  });
});
