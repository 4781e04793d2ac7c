import { classify } from '../../shared/classification.ts';
import { eventSeason, hasStarted } from '../../shared/eventLifecycle.ts';
import { numberCages } from '../db/cages.ts';
import { selectClassificationRules } from '../db/classificationRules.ts';
import { findClientByEmail } from '../db/clients.ts';
import type { Database } from '../db/connection.ts';
import { replaceJudgesOfClass } from '../db/judgeAssignments.ts';
import { selectResultsOfPigeons } from '../db/pigeons.ts';
import { insertRegistrations, selectClassCounts } from '../db/registrations.ts';
import { type EventRow, type PigeonRow, pigeons } from '../db/schema.ts';
import { seedDemoRatings } from './demoRatings.ts';

const JUDGE = 'richter@example.org';
/** The open event starts with some entries only, so the demo breeder still has pigeons to register. */
const OPEN_EVENT_ENTRIES = 5;

/**
 * Entries consistent with each demo event's state: the open one has a few registrations; closed,
 * started and ended ones have every demo pigeon registered, the demo judge on every class and
 * numbered cages; the ended one is completely judged, so its results can be shown.
 */
export async function seedDemoEventEntries(db: Database, events: EventRow[], now: Date): Promise<void> {
  const all = await db.select().from(pigeons).orderBy(pigeons.id);
  const judge = await findClientByEmail(db, JUDGE);
  if (!judge) throw new Error(`demo judge ${JUDGE} missing`);
  for (const event of events) {
    const setUp = event.status === 'CLOSED' || hasStarted(event.status);
    await register(db, event, setUp ? all : all.slice(0, OPEN_EVENT_ENTRIES), now);
    if (!setUp) continue;
    for (const { classCode } of await selectClassCounts(db, event.id))
      await replaceJudgesOfClass(db, event.id, classCode, [judge.id]);
    await numberCages(db, event.id);
    if (event.status === 'ENDED') await seedDemoRatings(db, event, judge.id);
  }
}

async function register(db: Database, event: EventRow, entries: PigeonRow[], now: Date): Promise<void> {
  const season = eventSeason(event.eventStart);
  const [results, rules] = await Promise.all([
    selectResultsOfPigeons(
      db,
      entries.map((p) => p.id),
    ),
    selectClassificationRules(db),
  ]);
  await insertRegistrations(
    db,
    entries.map((pigeon) => {
      const own = results.filter((r) => r.pigeonId === pigeon.id);
      const { code, reason } = classify(pigeon, own, rules, season);
      const registeredAt = new Date(
        Math.min(now.getTime(), event.registrationDeadline.getTime() - 86_400_000),
      );
      return { eventId: event.id, pigeonId: pigeon.id, classCode: code, season, ...reason, registeredAt };
    }),
  );
}
