import { randomUUID } from 'node:crypto';
import { type Scores, totalOf } from '../../shared/judging.ts';
import { RATING_CATEGORIES, type RatingScheme } from '../../shared/ratingScheme.ts';
import type { Database } from '../db/connection.ts';
import { insertOps, selectJudgeCageViews } from '../db/judging.ts';
import type { EventRow, NewJudgingOpRow } from '../db/schema.ts';

type DemoJudgement = { total: number; note?: string } | { skip: 'SICK'; note: string };

/**
 * The ended show's judgement of every demo pigeon, by ring (association and serial), so the results
 * page shows each case: Karl Zimmermann (94.5 + 92 + 90.5) and Heinz Brinkmann (93.5 + 92.5 + 91)
 * both sum to 277 and Karl wins on his best total; the old cock 9 and the old hen 5 (REST whatever
 * the season) share a place; cock 17 is skipped as sick.
 */
const DEMO_JUDGEMENTS: Record<string, DemoJudgement> = {
  'DV-06976/134': { total: 94.5, note: 'Hervorragende Muskulatur' },
  'DV-06976/2210': { total: 92 },
  'DV-06976/245': { total: 90.5 },
  'DV-06976/1021': { total: 89.5 },
  'DV-06976/9': { total: 89 },
  'DV-06976/318': { total: 88.75 },
  'DV-06976/17': { skip: 'SICK', note: 'Schnupfen, nicht bewertet' },
  'DV-01234/88': { total: 93.5 },
  'DV-01234/301': { total: 92.5 },
  'DV-01234/42': { total: 91 },
  'DV-01234/1501': { total: 90.25 },
  'DV-01234/5': { total: 89 },
  'DV-08421/512': { total: 92.75 },
  'DV-08421/77': { total: 91.5 },
  'DV-08421/640': { total: 90 },
  'DV-08421/1733': { total: 88, note: 'Flügel etwas offen' },
};

/** Every cage of the ended demo event judged by the demo judge, stored as her ops would be. */
export async function seedDemoRatings(db: Database, event: EventRow, judgeId: number): Promise<void> {
  const cages = await selectJudgeCageViews(db, { eventId: event.id });
  const rows = cages.map((cage, i): NewJudgingOpRow => {
    const judgement = DEMO_JUDGEMENTS[`${cage.association}/${cage.serial}`];
    if (!judgement) throw new Error(`no demo judgement for cage ${cage.cageNumber}`);
    // One card every few minutes from the start, received at once: ops that arrived in time.
    const clientTime = new Date(event.eventStart.getTime() + (i + 1) * 4 * 60_000);
    const scores = 'total' in judgement ? scoresTotalling(event.ratingScheme, judgement.total) : null;
    return {
      opId: randomUUID(),
      eventId: event.id,
      cageId: cage.id,
      judgeId,
      kind: scores ? 'RATE' : 'SKIP',
      ...(scores ?? {}),
      total: scores ? totalOf(scores) : null,
      skipReason: 'skip' in judgement ? judgement.skip : null,
      note: judgement.note ?? null,
      clientTime,
      orderTime: clientTime,
      receivedAt: new Date(clientTime.getTime() + 2_000),
      effective: true,
      lateStatus: null,
    };
  });
  await insertOps(db, rows);
}

/** Scores on the scheme's grid adding up to `total`: the minimum of each, then a step at a time round the card. */
function scoresTotalling(scheme: RatingScheme, total: number): Scores {
  const scores = Object.fromEntries(RATING_CATEGORIES.map((c) => [c, scheme[c].min])) as Scores;
  let missing = total - totalOf(scores);
  while (missing > 1e-9) {
    const before = missing;
    for (const category of RATING_CATEGORIES) {
      const { max, step } = scheme[category];
      if (missing > 1e-9 && scores[category] + step <= max + 1e-9 && step <= missing + 1e-9) {
        scores[category] = Math.round((scores[category] + step) * 1e6) / 1e6;
        missing = Math.round((missing - step) * 1e6) / 1e6;
      }
    }
    if (missing === before) throw new Error(`no scores on the scheme total ${total}`);
  }
  if (totalOf(scores) !== total) throw new Error(`no scores on the scheme total ${total}`);
  return scores;
}
