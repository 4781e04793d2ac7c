import { CLASS_CODES, type ClassCode } from '@shared/classification';
import { parseRingNumber } from '@shared/ringNumber';

/** What sorting and searching need of a pigeon. */
export interface ListedPigeon {
  ringNumber: string;
  association: string;
  ringYear: number;
  serial: number;
  color: string;
  prizeKm: number;
  classification: { code: ClassCode };
}

export const PIGEON_SORTS = ['ring', 'class', 'prizeKm'] as const;
export type PigeonSort = (typeof PIGEON_SORTS)[number];

function compareRings(a: ListedPigeon, b: ListedPigeon): number {
  return a.association.localeCompare(b.association) || a.ringYear - b.ringYear || a.serial - b.serial;
}

const classRank = (p: ListedPigeon) => CLASS_CODES.indexOf(p.classification.code);

const COMPARE: Record<PigeonSort, (a: ListedPigeon, b: ListedPigeon) => number> = {
  ring: compareRings,
  // Highest class first; within a class the most prize-km first.
  class: (a, b) => classRank(a) - classRank(b) || b.prizeKm - a.prizeKm || compareRings(a, b),
  prizeKm: (a, b) => b.prizeKm - a.prizeKm || compareRings(a, b),
};

export function sortPigeons<T extends ListedPigeon>(pigeons: readonly T[], sort: PigeonSort): T[] {
  return [...pigeons].sort(COMPARE[sort]);
}

const compact = (text: string) => text.toLowerCase().replace(/[\s./-]/g, '');

/**
 * Pigeons whose colour or ring number contains the search; a ring number typed in another form
 * (`6976 21 134`) finds the canonical one, as does any run of its characters without separators.
 */
export function searchPigeons<T extends ListedPigeon>(pigeons: readonly T[], search: string): T[] {
  const query = search.trim().toLowerCase();
  if (query === '') return [...pigeons];
  const parsed = parseRingNumber(query);
  const canonical = parsed.ok ? parsed.ring.canonical : null;
  const needle = compact(query);
  return pigeons.filter(
    (p) =>
      p.ringNumber === canonical ||
      p.color.toLowerCase().includes(query) ||
      (needle !== '' && compact(p.ringNumber).includes(needle)),
  );
}
