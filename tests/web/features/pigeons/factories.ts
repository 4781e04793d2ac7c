import type { ClassCode } from '@shared/classification';
import type { PigeonListFieldsFragment } from '@web/gql/graphql';

let next = 0;

/** A pigeon as the list query returns it; the ring number follows association, year and serial. */
export function pigeon(overrides: Partial<PigeonListFieldsFragment> & { code?: ClassCode } = {}) {
  next += 1;
  const { code = 'REST', ...rest } = overrides;
  const association = rest.association ?? 'DV-06976';
  const ringYear = rest.ringYear ?? 2021;
  const serial = rest.serial ?? next;
  const prizeKm = rest.prizeKm ?? 0;
  const prizes = rest.prizes ?? 0;
  const value: PigeonListFieldsFragment = {
    id: String(next),
    ringNumber: `${association}-${String(ringYear % 100).padStart(2, '0')}-${serial}`,
    association,
    ringYear,
    serial,
    sex: 'M',
    color: 'blau',
    prizes,
    prizeKm,
    classification: { code, season: 2026, reason: { prizeKm, prizes, lastYearKm: 0 } },
    ...rest,
  };
  return value;
}
