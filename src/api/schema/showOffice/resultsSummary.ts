import { createHash } from 'node:crypto';
import type { ClassCode } from '../../../shared/classification.ts';
import type { SkipReason } from '../../../shared/judging.ts';
import { formatRingNumber } from '../../../shared/ringNumber.ts';
import type { ResultsView } from '../results/resultsService.ts';

/** One of the breeder's birds as their results mail tells it. */
export interface SummaryEntry {
  cageNumber: number;
  ringNumber: string;
  classCode: ClassCode;
  /** Null for a skipped or never-judged cage. */
  place: number | null;
  total: number | null;
  prize: boolean;
  /** Why it was skipped; null when rated or never judged. */
  skipReason: SkipReason | null;
}

/** What a breeder's results mail says: their birds and their standing among the best breeders. */
export interface BreederSummary {
  breederId: number;
  entries: SummaryEntry[];
  /** Null when the breeder has too few rated birds to rank. */
  rank: number | null;
  sum: number;
}

/** The breeder's part of the event's results; null when none of the cages is theirs. */
export function breederSummary(results: ResultsView, breederId: number): BreederSummary | null {
  const own = results.breeders.find((b) => b.breeder.id === breederId);
  if (!own) return null;
  const ranking = results.bestBreeders.find((b) => b.breeder.id === breederId);
  return {
    breederId,
    entries: own.entries.map(({ cage, place, prize }) => ({
      cageNumber: cage.cageNumber,
      ringNumber: formatRingNumber({
        association: cage.association,
        year: cage.ringYear,
        serial: cage.serial,
      }),
      classCode: cage.classCode,
      place,
      total: cage.judgement?.kind === 'RATE' ? cage.judgement.total : null,
      prize,
      skipReason: cage.judgement?.kind === 'SKIP' ? cage.judgement.skipReason : null,
    })),
    rank: ranking?.rank ?? null,
    sum: own.sum,
  };
}

/**
 * A fingerprint of what a summary says: kept with a sent mail, it tells the office whose results an
 * accepted late rating changed since their mail.
 */
export function summaryDigest(summary: BreederSummary | null): string {
  return createHash('sha256').update(JSON.stringify(summary)).digest('base64url').slice(0, 22);
}
