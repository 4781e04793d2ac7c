import type { EventStatus } from '@shared/eventLifecycle.ts';
import {
  EVENT_NEXT_STEPS,
  type EventNextStep,
  type EventProgressFacts,
  NEXT_STEP_PAGES,
  nextEventStep,
} from '@shared/eventNextStep.ts';
import { PAGES } from '@shared/pages.ts';
import { describe, expect, it } from 'vitest';

const facts = (status: EventStatus, counts: Partial<EventProgressFacts> = {}): EventProgressFacts => ({
  status,
  pigeonCount: 0,
  cageCount: 0,
  judgedCount: 0,
  classesWithoutJudge: 0,
  pendingLateRatings: 0,
  openObjections: 0,
  resultsStatus: status === 'ENDED' ? 'PROVISIONAL' : null,
  objectionPeriodOver: false,
  ...counts,
});

describe("the show office's next step", () => {
  it.each<[string, EventProgressFacts, EventNextStep]>([
    ['a draft is looked over first', facts('DRAFT', { pigeonCount: 3 }), 'REVIEW_DRAFT'],
    ['open registration is followed', facts('OPEN'), 'FOLLOW_REGISTRATION'],
    ['open with pigeons is still followed', facts('OPEN', { pigeonCount: 40 }), 'FOLLOW_REGISTRATION'],
    ['closed without a pigeon has nothing to judge', facts('CLOSED'), 'NO_REGISTRATIONS'],
    ['closed without cages numbers them', facts('CLOSED', { pigeonCount: 12 }), 'ASSIGN_CAGES'],
    [
      'closed with a pigeon registered after numbering numbers again',
      facts('CLOSED', { pigeonCount: 12, cageCount: 11 }),
      'ASSIGN_CAGES',
    ],
    [
      'cages before judges, when both are missing',
      facts('CLOSED', { pigeonCount: 12, classesWithoutJudge: 2 }),
      'ASSIGN_CAGES',
    ],
    [
      'caged with a class without a judge assigns judges',
      facts('CLOSED', { pigeonCount: 12, cageCount: 12, classesWithoutJudge: 1 }),
      'ASSIGN_JUDGES',
    ],
    [
      'caged and judged by someone: start',
      facts('CLOSED', { pigeonCount: 12, cageCount: 12 }),
      'START_JUDGING',
    ],
    [
      'judging runs while a cage is open',
      facts('STARTED', { pigeonCount: 12, cageCount: 12, judgedCount: 11 }),
      'FOLLOW_JUDGING',
    ],
    [
      'every cage judged: end the show',
      facts('STARTED', { pigeonCount: 12, cageCount: 12, judgedCount: 12 }),
      'END_SHOW',
    ],
    [
      'ended with late ratings waiting: decide them',
      facts('ENDED', { cageCount: 12, judgedCount: 12, pendingLateRatings: 1 }),
      'DECIDE_LATE_RATINGS',
    ],
    [
      'ended with an objection waiting: answer it, late ratings first',
      facts('ENDED', { cageCount: 12, judgedCount: 12, openObjections: 1 }),
      'ANSWER_OBJECTIONS',
    ],
    [
      'ended and decided, the objection period running: the results mails',
      facts('ENDED', { cageCount: 12, judgedCount: 12 }),
      'SEND_RESULTS',
    ],
    [
      'the objection period over: finalise the results',
      facts('ENDED', { cageCount: 12, judgedCount: 12, objectionPeriodOver: true }),
      'FINALIZE_RESULTS',
    ],
    [
      'final: the certificates',
      facts('ENDED', { cageCount: 12, judgedCount: 12, resultsStatus: 'FINAL', objectionPeriodOver: true }),
      'PRINT_CERTIFICATES',
    ],
  ])('%s', (_case, given, step) => {
    expect(nextEventStep(given)).toBe(step);
  });

  it('leads every step to a page of the show office that takes the event as its only parameter', () => {
    for (const step of EVENT_NEXT_STEPS) {
      const page = PAGES[NEXT_STEP_PAGES[step]];
      const params = page.path.de.match(/:\w+/g) ?? [];
      expect(params, step).toHaveLength(1);
      expect(['anyone', 'ADMIN'], step).toContain(page.access);
    }
  });
});
