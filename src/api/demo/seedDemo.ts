import { HOME_COUNTRY } from '../../shared/country.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, upsertVerifiedAccount } from '../auth/bootstrapAccounts.ts';
import { getMeta, setMeta } from '../db/appMeta.ts';
import { findClientByEmail } from '../db/clients.ts';
import type { Database } from '../db/connection.ts';
import { countEvents } from '../db/events.ts';
import type { EventRow } from '../db/schema.ts';
import { createEvent, type NewEvent } from '../schema/events/eventsService.ts';
import { seedDemoEventEntries } from './demoEventEntries.ts';
import { seedDemoPigeons } from './demoPigeons.ts';

const SEEDED_KEY = 'demo_seeded_at';
const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_CREATOR = 'admin@example.org';

/**
 * Seeds the demo data once per database: never twice (marker in app_meta), and never into a
 * database that already holds events. Returns whether it seeded.
 */
export async function seedDemo(db: Database, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await getMeta(tx, SEEDED_KEY)) !== null || (await countEvents(tx)) > 0) return false;
    for (const account of DEMO_ACCOUNTS)
      await upsertVerifiedAccount(tx, { ...account, password: DEMO_PASSWORD }, now);
    await seedDemoPigeons(tx, now);
    const creator = await findClientByEmail(tx, DEMO_CREATOR);
    const events: EventRow[] = [];
    for (const event of demoEvents(now))
      events.push(await createEvent(tx, { ...event, creatorId: creator?.id }));
    await seedDemoEventEntries(tx, events, now);
    await setMeta(tx, SEEDED_KEY, now.toISOString());
    return true;
  });
}

/** One event in each state that a visitor can see, dated around "now" so the demo never ages. */
function demoEvents(now: Date): NewEvent[] {
  const at = (days: number, hour: number) => {
    const date = new Date(now.getTime() + days * DAY_MS);
    date.setUTCHours(hour, 0, 0, 0);
    return date;
  };
  return [
    {
      title: 'Deutsche Brieftaubenausstellung',
      eventType: 'NATIONAL',
      description: 'Die große Schau des Verbands mit den besten Brieftauben des Landes.',
      registrationDeadline: at(30, 22),
      eventStart: at(44, 8),
      status: 'OPEN',
      pigeonFeeCents: 300,
      breederFeeCents: 800,
      location: {
        country: HOME_COUNTRY,
        city: 'Dortmund',
        street: 'Strobelallee',
        houseNumber: '45',
        zipCode: '44139',
      },
    },
    {
      title: 'Regionalschau Leipzig',
      eventType: 'REGIONAL',
      description: 'Meldeschluss vorbei: Richter und Käfige sind zugeteilt, der Start steht bevor.',
      registrationDeadline: at(-3, 22),
      eventStart: at(9, 8),
      status: 'CLOSED',
      pigeonFeeCents: 250,
      breederFeeCents: 500,
      location: {
        country: HOME_COUNTRY,
        city: 'Leipzig',
        street: 'Messe-Allee',
        houseNumber: '1',
        zipCode: '04356',
      },
    },
    {
      title: 'Jungtierschau Kassel',
      eventType: 'YOUNG_BIRDS',
      description: 'Die Bewertung läuft: Die Preisrichter sind in der Halle.',
      registrationDeadline: at(-14, 22),
      eventStart: at(-1, 8),
      status: 'STARTED',
      pigeonFeeCents: 200,
      breederFeeCents: 0,
      location: {
        country: HOME_COUNTRY,
        city: 'Kassel',
        street: 'Damaschkestraße',
        houseNumber: '55',
        zipCode: '34121',
      },
    },
    {
      title: 'Deutsche Brieftauben-Ausstellung Hannover',
      eventType: 'NATIONAL',
      description: 'Beendet: Die Ergebnisse und Käfigkarten stehen bereit.',
      registrationDeadline: at(-75, 22),
      eventStart: at(-60, 8),
      status: 'ENDED',
      // Ended the next evening; the office made its results final once the week of objections was over.
      endedAt: at(-59, 18),
      resultsFinalAt: at(-51, 10),
      pigeonFeeCents: 250,
      breederFeeCents: 500,
      location: {
        country: HOME_COUNTRY,
        city: 'Hannover',
        street: 'Messegelände',
        houseNumber: '1',
        zipCode: '30521',
      },
    },
  ];
}
