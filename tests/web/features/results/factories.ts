import type { ResultBestBreedersQuery, ResultBreedersQuery, ResultClassesQuery } from '@web/gql/graphql';

export type ClassResult = ResultClassesQuery['eventResults']['classList']['classes'][number];
export type Entry = ClassResult['entries'][number];
export type BreederResult = ResultBreedersQuery['eventResults']['breederList']['breeders'][number];
export type BestBreeder = ResultBestBreedersQuery['eventResults']['bestBreeders'][number];

const KARL = { id: '1', shownName: 'Karl Zimmermann' };
const HEINZ = { id: '5', shownName: 'Heinz Brinkmann' };
const JUDGE = { id: '2', shownName: 'Renate Richter' };

export function entry(overrides: Partial<Entry> = {}): Entry {
  return {
    cageId: '1',
    cageNumber: 1,
    ringNumber: 'DV-06976-21-134',
    sex: 'M',
    color: 'blau',
    classCode: 'ELITE_M',
    breeder: KARL,
    scores: { generalImpression: 9, boneStructure: 9, back: 19, musculature: 28.75, wings: 28.75 },
    total: 94.5,
    place: 1,
    prize: true,
    skipReason: null,
    note: 'Hervorragende Muskulatur',
    judge: JUDGE,
    flightSummary: { prizeKm: 16560, prizes: 36 },
    ...overrides,
  };
}

/** A cage the judge skipped as sick. */
export const skipped = entry({
  cageId: '3',
  cageNumber: 3,
  ringNumber: 'DV-06976-19-17',
  color: 'rot',
  classCode: 'KLASSE1_M',
  scores: null,
  total: null,
  place: null,
  prize: false,
  skipReason: 'SICK',
  note: 'Schnupfen, nicht bewertet',
});

export const hen = entry({
  cageId: '2',
  cageNumber: 2,
  ringNumber: 'DV-01234-21-88',
  sex: 'F',
  color: 'blaugehämmert',
  classCode: 'ELITE_F',
  breeder: HEINZ,
  scores: { generalImpression: 9, boneStructure: 9, back: 18.5, musculature: 28.5, wings: 28.5 },
  total: 93.5,
  note: null,
});

export const classes: ClassResult[] = [
  { code: 'ELITE_M', ratedCount: 1, prizeCount: 1, entryCount: 1, entries: [entry()] },
  { code: 'ELITE_F', ratedCount: 1, prizeCount: 1, entryCount: 1, entries: [hen] },
  {
    code: 'KLASSE1_M',
    ratedCount: 1,
    prizeCount: 1,
    entryCount: 2,
    entries: [entry({ cageId: '4', cageNumber: 4, classCode: 'KLASSE1_M', total: 92.75 }), skipped],
  },
];

export const bestBreeders: BestBreeder[] = [
  {
    rank: 1,
    breeder: KARL,
    topTotals: [94.5, 92, 90.5],
    sum: 277,
    ranked: true,
    ratedCount: 6,
    tieBreak: 'BEST',
  },
  {
    rank: 2,
    breeder: HEINZ,
    topTotals: [93.5, 92.5, 91],
    sum: 277,
    ranked: true,
    ratedCount: 5,
    tieBreak: 'BEST',
  },
  {
    rank: null,
    breeder: { id: '9', shownName: 'Jörg Müller' },
    topTotals: [88, 87.25],
    sum: 175.25,
    ranked: false,
    ratedCount: 2,
    tieBreak: null,
  },
];

/** A results page's list state: the first page, no filter. */
export const firstPage = () => ({
  classCode: null,
  search: '',
  page: 1 as const,
  params: new URLSearchParams(),
});

const event = {
  id: '1',
  title: 'Schau',
  eventType: 'NATIONAL' as const,
  eventStart: '2026-11-14T09:00:00.000Z',
  status: 'ENDED' as const,
  location: { city: 'Hannover', country: 'DE' },
  resultsStatus: 'FINAL' as const,
  objectionDeadline: '2026-11-21T18:00:00.000Z',
};

/** The results per breeder's answer holding these breeders on its one page. */
export const breederResults = (breeders: BreederResult[]) => ({
  event,
  corrections: [],
  lateRatings: { pending: 0, accepted: 0 },
  breederList: { total: breeders.length, offset: 0, breeders },
});
