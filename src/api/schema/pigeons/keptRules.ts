import type { ClassRule } from '../../../shared/classification.ts';
import { selectClassificationRules } from '../../db/classificationRules.ts';
import type { Database } from '../../db/connection.ts';

/**
 * The class thresholds as last read, for what only shows a class: a pigeon's answer, the rules'
 * list. Registering and reclassifying read them in their own transaction instead. Emptied with the
 * events' views, which the rules' mutation changes (http/publicCache.ts): at once in this process,
 * and in another from the view versions it reads before answering any request (http/freshness.ts).
 * A read under way when they are emptied is used by those who asked for it, but not kept.
 */
export function createKeptRules(db: Database) {
  let kept: Promise<readonly ClassRule[]> | null = null;
  return {
    get(): Promise<readonly ClassRule[]> {
      if (kept) return kept;
      const reading = selectClassificationRules(db);
      kept = reading;
      reading.catch(() => {
        if (kept === reading) kept = null;
      });
      return reading;
    },
    clear() {
      kept = null;
    },
  };
}

export type KeptRules = ReturnType<typeof createKeptRules>;
