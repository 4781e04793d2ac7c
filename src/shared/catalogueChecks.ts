import { CLASS_CODES, type ClassCode } from './classification.ts';

/**
 * What would spoil the printed catalogue or the judging, checked before an event starts. Sex and
 * colour are required whenever a pigeon is made or changed, so no registered pigeon lacks them;
 * what can be missing is the show office's part:
 *
 * - `UNCAGED`: registered pigeons of a class without a cage number (they would be missing from the
 *   catalogue and no judge could rate them);
 * - `NO_JUDGE`: a class with registrations but no judge (nobody could rate it);
 * - `JUDGE_EXHIBITS`: a judge assigned to a class in which they show pigeons of their own (a
 *   conflict of interest; they may not rate those, and the server refuses it).
 *
 * In class order. The first two also stop the start: the server refuses it while a registered
 * pigeon has no cage or a caged class no judge (`NO_CAGES_FOR_EVENT`, `CLASSES_WITHOUT_JUDGE`,
 * src/api/schema/events/cagesService.ts). The third only asks: the start asks first.
 */
export type CatalogueFinding =
  | { kind: 'UNCAGED'; classCode: ClassCode; count: number }
  | { kind: 'NO_JUDGE'; classCode: ClassCode }
  | { kind: 'JUDGE_EXHIBITS'; classCode: ClassCode; judgeId: string };

/** A class of the event as the admin's event data has it. */
export interface CheckedClass {
  code: ClassCode;
  registrationCount: number;
  cageCount: number;
  judges: readonly { id: string }[];
  /** The accounts whose pigeons are registered in the class. */
  exhibitorIds: readonly string[];
}

export function catalogueFindings(classes: readonly CheckedClass[]): CatalogueFinding[] {
  const order = (code: ClassCode) => CLASS_CODES.indexOf(code);
  return [...classes]
    .sort((a, b) => order(a.code) - order(b.code))
    .flatMap((eventClass): CatalogueFinding[] => {
      const found: CatalogueFinding[] = [];
      const uncaged = eventClass.registrationCount - eventClass.cageCount;
      if (uncaged > 0) found.push({ kind: 'UNCAGED', classCode: eventClass.code, count: uncaged });
      if (eventClass.registrationCount > 0 && eventClass.judges.length === 0)
        found.push({ kind: 'NO_JUDGE', classCode: eventClass.code });
      for (const judge of eventClass.judges)
        if (eventClass.exhibitorIds.includes(judge.id))
          found.push({ kind: 'JUDGE_EXHIBITS', classCode: eventClass.code, judgeId: judge.id });
      return found;
    });
}

/** What keeps an event from starting, all at once (the server refuses while any is true). */
export interface StartBlockers {
  /** No pigeon has a cage yet (no registrations, or none numbered). */
  noCages: boolean;
  /** Registered pigeons without a cage number. */
  uncagedCount: number;
  /** Classes with registrations but no judge, in class order. */
  classesWithoutJudge: ClassCode[];
}

export function startBlockers(classes: readonly CheckedClass[]): StartBlockers {
  const findings = catalogueFindings(classes);
  return {
    noCages: !classes.some((eventClass) => eventClass.cageCount > 0),
    uncagedCount: findings.reduce((sum, f) => sum + (f.kind === 'UNCAGED' ? f.count : 0), 0),
    classesWithoutJudge: findings.flatMap((f) => (f.kind === 'NO_JUDGE' ? [f.classCode] : [])),
  };
}

export function readyToStart(blockers: StartBlockers): boolean {
  return !blockers.noCages && blockers.uncagedCount === 0 && blockers.classesWithoutJudge.length === 0;
}
