import { comingSeason, type Sex } from '../../shared/classification.ts';
import { localToday } from '../../shared/lenientValues.ts';
import { DEMO_PASSWORD, upsertVerifiedAccount } from '../auth/bootstrapAccounts.ts';
import { findClientByEmail } from '../db/clients.ts';
import type { Database } from '../db/connection.ts';
import { insertFlightResults } from '../db/flightResults.ts';
import { insertPigeon } from '../db/pigeons.ts';
import type { NewPigeonPriceRow } from '../db/schema.ts';

/** Breeders besides the demo account zuechter@example.org, with the same demo password. */
export const DEMO_BREEDERS = [
  { email: 'brinkmann@example.org', firstName: 'Heinz', lastName: 'Brinkmann' },
  { email: 'vogel@example.org', firstName: 'Greta', lastName: 'Vogel' },
] as const;

/** Flights per year, the year counted from the season (−1 = last year): [count, km each]. */
type FlightPlan = Partial<Record<0 | -1 | -2 | -3 | -4 | -5, readonly [number, number]>>;

interface DemoPigeon {
  breeder: string;
  association: string;
  /** Ring year counted from the season. */
  age: number;
  serial: number;
  sex: Sex;
  color: string;
  flights: FlightPlan;
}

const demoPigeon = (
  breeder: string,
  association: string,
  age: number,
  serial: number,
  sex: Sex,
  color: string,
  flights: FlightPlan,
): DemoPigeon => ({ breeder, association, age, serial, sex, color, flights });

const KARL = 'zuechter@example.org';
const HEINZ = 'brinkmann@example.org';
const GRETA = 'vogel@example.org';

/** One pigeon per class and sex (the class it lands in for the coming season in the comment). */
const DEMO_PIGEONS: readonly DemoPigeon[] = [
  // ELITE_M: 36 prizes, 4050 km last year.
  demoPigeon(KARL, 'DV-06976', 5, 134, 'M', 'blau', {
    [-4]: [9, 450],
    [-3]: [9, 450],
    [-2]: [9, 450],
    [-1]: [9, 450],
  }),
  // ELITE_F: 28 prizes, 3150 km last year.
  demoPigeon(HEINZ, 'DV-01234', 5, 88, 'F', 'blaugehämmert', {
    [-4]: [7, 450],
    [-3]: [7, 450],
    [-2]: [7, 450],
    [-1]: [7, 450],
  }),
  // KLASSE1_M although over 15000 km: nothing flown last year, so not ELITE.
  demoPigeon(KARL, 'DV-06976', 7, 17, 'M', 'rot', {
    [-5]: [9, 460],
    [-4]: [9, 460],
    [-3]: [9, 460],
    [-2]: [9, 460],
  }),
  // KLASSE1_M: 3800 km, 10 prizes.
  demoPigeon(GRETA, 'DV-08421', 3, 512, 'M', 'dunkel', { [-2]: [5, 380], [-1]: [5, 380] }),
  // KLASSE1_F: 3200 km, 8 prizes.
  demoPigeon(KARL, 'DV-06976', 3, 245, 'F', 'blaugehämmert', { [-2]: [4, 400], [-1]: [4, 400] }),
  // KLASSE2_M: about 2700 km, 6 prizes.
  demoPigeon(HEINZ, 'DV-01234', 3, 301, 'M', 'blau', { [-2]: [3, 450], [-1]: [3, 450] }),
  // KLASSE2_F: about 2280 km, 6 prizes.
  demoPigeon(GRETA, 'DV-08421', 3, 77, 'F', 'fahl', { [-2]: [3, 380], [-1]: [3, 380] }),
  // KLASSE3_M: about 1680 km, 4 prizes.
  demoPigeon(KARL, 'DV-06976', 2, 318, 'M', 'gescheckt', { [-1]: [2, 420], 0: [2, 420] }),
  // KLASSE3_F: about 1200 km, 3 prizes.
  demoPigeon(HEINZ, 'DV-01234', 4, 42, 'F', 'rot', { [-1]: [3, 400] }),
  // JAEHRIGE_M: yearling, about 1400 km.
  demoPigeon(KARL, 'DV-06976', 1, 1021, 'M', 'blau', { [-1]: [1, 200], 0: [4, 300] }),
  // JAEHRIGE_F: yearling, 4 prizes.
  demoPigeon(GRETA, 'DV-08421', 1, 640, 'F', 'blaugehämmert', { 0: [4, 180] }),
  // JUNGTAUBE_M: young bird, 2 prizes.
  demoPigeon(KARL, 'DV-06976', 0, 2210, 'M', 'dunkel', { 0: [2, 210] }),
  // JUNGTAUBE_F: young bird, 3 prizes.
  demoPigeon(HEINZ, 'DV-01234', 0, 1501, 'F', 'blau', { 0: [3, 150] }),
  // REST: an old cock with one prize, a young hen below 400 km, an old hen without results.
  demoPigeon(KARL, 'DV-06976', 3, 9, 'M', 'weiß', { [-1]: [1, 300] }),
  demoPigeon(GRETA, 'DV-08421', 0, 1733, 'F', 'rot', { 0: [1, 120] }),
  demoPigeon(HEINZ, 'DV-01234', 6, 5, 'F', 'dunkel', {}),
];

const RELEASE_LOCATIONS = [
  'Würzburg',
  'Regensburg',
  'Passau',
  'Ingolstadt',
  'Nürnberg',
  'Linz',
  'Bamberg',
  'Karlsruhe',
  'Ulm',
  'Augsburg',
];

/** The demo breeders' pigeons with flight results that put them in every class for the coming season. */
export async function seedDemoPigeons(db: Database, now: Date): Promise<void> {
  for (const breeder of DEMO_BREEDERS)
    await upsertVerifiedAccount(db, { ...breeder, role: 'BREEDER', password: DEMO_PASSWORD }, now);
  const season = comingSeason(now);
  const today = localToday(now);
  const results: NewPigeonPriceRow[] = [];
  for (const demo of DEMO_PIGEONS) {
    const breeder = await findClientByEmail(db, demo.breeder);
    if (!breeder) throw new Error(`demo breeder ${demo.breeder} missing`);
    const pigeon = await insertPigeon(db, {
      clientId: breeder.id,
      association: demo.association,
      ringYear: season - demo.age,
      serial: demo.serial,
      sex: demo.sex,
      color: demo.color,
    });
    if (!pigeon) continue;
    for (const [offset, plan] of Object.entries(demo.flights)) {
      const year = season + Number(offset);
      const dates = flightDates(year, plan[0], today);
      dates.forEach((date, i) => {
        const participants = 180 + ((demo.serial + i * 37) % 400);
        results.push({
          pigeonId: pigeon.id,
          date,
          releaseLocation: RELEASE_LOCATIONS[i % RELEASE_LOCATIONS.length],
          distanceKm: plan[1] + (i % 3) * 10,
          ranking: 1 + ((demo.serial + i * 13) % Math.floor(participants / 4)),
          participants,
          averageDistanceKm: i % 4 === 3 ? null : plan[1] + 5,
          year,
        });
      });
    }
  }
  await insertFlightResults(db, results);
}

/** `count` dates spread over the year's racing season (May to mid-September), never after today. */
function flightDates(year: number, count: number, today: string): string[] {
  const day = 24 * 60 * 60 * 1000;
  const todayMs = Date.parse(today);
  const end = Math.min(Date.UTC(year, 8, 15), todayMs);
  // Before May this year's flights squeeze into January..today, so the demo works all year round.
  const start = end >= Date.UTC(year, 4, 1) ? Date.UTC(year, 4, 1) : Date.UTC(year, 0, 1);
  const step = count > 1 ? Math.floor((end - start) / day / (count - 1)) : 0;
  return Array.from({ length: count }, (_, i) => new Date(start + i * step * day).toISOString().slice(0, 10));
}
