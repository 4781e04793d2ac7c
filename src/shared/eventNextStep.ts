import type { EventStatus } from './eventLifecycle.ts';
import type { PageKey } from './pages.ts';

/** What the show office's overview knows of a show to say what comes next (counted by the server). */
export interface EventProgressFacts {
  /** The status as it reads now (OPEN turns CLOSED at the deadline: eventLifecycle.ts). */
  status: EventStatus;
  /** Registered pigeons. */
  pigeonCount: number;
  cageCount: number;
  /** Cages with a rating or skip that counts. */
  judgedCount: number;
  /** Classes with registrations and no judge. */
  classesWithoutJudge: number;
  /** Ratings that arrived after the end and wait for the office's decision. */
  pendingLateRatings: number;
  /** Breeders' objections to the provisional results that wait for an answer. */
  openObjections: number;
  /** Where the results stand after the end (src/shared/resultsStatus.ts); null before it. */
  resultsStatus: 'PROVISIONAL' | 'FINAL' | null;
  /** Whether the objection period is over (the results may be finalised without asking). */
  objectionPeriodOver: boolean;
}

/** The office's next step with a show, one per situation of the lifecycle. */
export const EVENT_NEXT_STEPS = [
  'REVIEW_DRAFT',
  'FOLLOW_REGISTRATION',
  'NO_REGISTRATIONS',
  'ASSIGN_CAGES',
  'ASSIGN_JUDGES',
  'START_JUDGING',
  'FOLLOW_JUDGING',
  'END_SHOW',
  'DECIDE_LATE_RATINGS',
  'ANSWER_OBJECTIONS',
  'FINALIZE_RESULTS',
  'SEND_RESULTS',
  'PRINT_CERTIFICATES',
] as const;
export type EventNextStep = (typeof EVENT_NEXT_STEPS)[number];

/**
 * Where each step is done: the event's page holds the office's actions (start, end, the late
 * ratings, the checks before the start), the others have pages of their own. Every one of these
 * pages takes the event's id as its only parameter (`id`, `eventId` or `resultId`).
 */
export const NEXT_STEP_PAGES = {
  REVIEW_DRAFT: 'eventDetail',
  FOLLOW_REGISTRATION: 'adminEventRegistrations',
  NO_REGISTRATIONS: 'adminEventEdit',
  ASSIGN_CAGES: 'adminCageAssign',
  ASSIGN_JUDGES: 'adminEventJudges',
  START_JUDGING: 'eventDetail',
  FOLLOW_JUDGING: 'eventDetail',
  END_SHOW: 'eventDetail',
  DECIDE_LATE_RATINGS: 'eventDetail',
  ANSWER_OBJECTIONS: 'adminEventResults',
  FINALIZE_RESULTS: 'adminEventResults',
  SEND_RESULTS: 'adminEventMails',
  PRINT_CERTIFICATES: 'adminEventCertificates',
} as const satisfies Record<EventNextStep, PageKey>;

/**
 * What the office does next with a show, by where it stands:
 * - a draft (not made by the app today, but in older data; it takes registrations like an open
 *   show) is looked over on its page first;
 * - while registration is open, the office follows the registrations;
 * - after the deadline: without a single pigeon there is nothing to judge (move the deadline or
 *   delete the show: its form); otherwise cages first (the catalogue and the judges' lists go by
 *   them), then a judge for every class, then the start;
 * - while judging runs: its progress, and the end once every cage is judged;
 * - after the end: late ratings waiting for a decision first (they change the results), then the
 *   breeders' objections, then, once the objection period is over, finalising the results; while
 *   it runs, the results mails; once final, the certificates.
 */
export function nextEventStep(facts: EventProgressFacts): EventNextStep {
  switch (facts.status) {
    case 'DRAFT':
      return 'REVIEW_DRAFT';
    case 'OPEN':
      return 'FOLLOW_REGISTRATION';
    case 'CLOSED':
      if (facts.pigeonCount === 0) return 'NO_REGISTRATIONS';
      if (facts.cageCount < facts.pigeonCount) return 'ASSIGN_CAGES';
      return facts.classesWithoutJudge > 0 ? 'ASSIGN_JUDGES' : 'START_JUDGING';
    case 'STARTED':
      return facts.judgedCount < facts.cageCount ? 'FOLLOW_JUDGING' : 'END_SHOW';
    case 'ENDED':
      if (facts.pendingLateRatings > 0) return 'DECIDE_LATE_RATINGS';
      if (facts.openObjections > 0) return 'ANSWER_OBJECTIONS';
      if (facts.resultsStatus === 'FINAL') return 'PRINT_CERTIFICATES';
      return facts.objectionPeriodOver ? 'FINALIZE_RESULTS' : 'SEND_RESULTS';
  }
}
