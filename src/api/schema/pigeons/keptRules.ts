import type { ClassRule } from '../../../shared/classification.ts';
import { selectClassificationRules } from '../../db/classificationRules.ts';
import type { Database } from '../../db/connection.ts';

/** How long thresholds are used as read, at most: as long as a kept public answer. */
const KEPT_FOR_MS = 5_000;

/**
 * The class thresholds as last read, for what only shows a class: a pigeon's answer, the rules'
 * list. Registering and reclassifying read them in their own transaction instead. Emptied by the
 * rules' own mutation in this process, and in another when it learns from the view versions it
 * reads before answering any request that the events' views changed (the rules' mutation raises
 * them: http/freshness.ts); read again after KEPT_FOR_MS in any case, should a process have missed
 * the change. A read under way when they are emptied is used by those who asked for it, but not
 * kept.
 */
export function createKeptRules(db: Database, now: () => number = Date.now) {
  let kept: { rules: Promise<readonly ClassRule[]>; until: number } | null = null;
  return {
    get(): Promise<readonly ClassRule[]> {
      if (kept && kept.until > now()) return kept.rules;
      const reading = { rules: selectClassificationRules(db), until: now() + KEPT_FOR_MS };
      kept = reading;
      reading.rules.catch(() => {
        if (kept === reading) kept = null;
      });
      return reading.rules;
    },
    clear() {
      kept = null;
    },
  };
}

export type KeptRules = ReturnType<typeof createKeptRules>;
