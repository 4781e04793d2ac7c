import type { ClassCode } from '@shared/classification';

/**
 * Who gets a certificate ("Urkunde") of a show: each show champion (the best-breeder rank 1; breeders
 * who share it get one each), then per class, in class order, every cage placed up to the number of
 * places the office chose (1 by default: the class winners). A shared place counts like any other:
 * with two cages on place 1 both get one, and with "2 places" the cage after them, on place 3, none.
 * The results are the API's (places computed by src/shared/results.ts); nothing here is stored.
 */

/** How many places per class get certificates: the office chooses within these bounds. */
export const CERTIFICATE_PLACES = { min: 1, max: 10, default: 1 } as const;

/** The address's `?places=` as a number of places: the default when missing or no number, else in bounds. */
export function certificatePlaces(param: string | null | undefined): number {
  const text = param?.trim() ?? '';
  if (!/^\d+$/.test(text)) return CERTIFICATE_PLACES.default;
  return Math.min(CERTIFICATE_PLACES.max, Math.max(CERTIFICATE_PLACES.min, Number(text)));
}

interface PlacedCage {
  cageId: string;
  place?: number | null;
}

interface RankedBreeder {
  rank?: number | null;
  breeder: { id: string };
}

export type Certificate<E extends PlacedCage, B extends RankedBreeder> =
  | { kind: 'champion'; key: string; champion: B }
  | { kind: 'class'; key: string; classCode: ClassCode; place: number; entry: E };

/** The certificates in print order: the champions, then the classes' places as the results list them. */
export function certificatesOf<E extends PlacedCage, B extends RankedBreeder>(
  results: {
    classes: readonly { code: ClassCode; entries: readonly E[] }[];
    bestBreeders: readonly B[];
  },
  places: number,
): Certificate<E, B>[] {
  const champions = results.bestBreeders
    .filter((row) => row.rank === 1)
    .map(
      (champion): Certificate<E, B> => ({
        kind: 'champion',
        key: `champion-${champion.breeder.id}`,
        champion,
      }),
    );
  const placed = results.classes.flatMap((group) =>
    group.entries.flatMap((entry): Certificate<E, B>[] =>
      entry.place != null && entry.place <= places
        ? [{ kind: 'class', key: `cage-${entry.cageId}`, classCode: group.code, place: entry.place, entry }]
        : [],
    ),
  );
  return [...champions, ...placed];
}

/**
 * The day a certificate is dated: the day the office finalised the results; while they are
 * provisional, today (the printout says it is provisional). The caller writes it in the show's zone.
 */
export function certificateDate(resultsFinalAt: string | null | undefined, now: Date): Date {
  return resultsFinalAt ? new Date(resultsFinalAt) : now;
}
