import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CLASS_NAMES } from '@shared/classification';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { DEFAULT_LOCALE, isLocale } from '@shared/locales';
import { RATING_CATEGORIES } from '@shared/ratingScheme';
import { SHOW_TIME_ZONE } from '@shared/site';
import type {
  ResultBestBreedersQuery,
  ResultBreedersQuery,
  ResultClassesQuery,
  ResultEventsQuery,
  ResultSeasonQuery,
  ResultSummaryQuery,
} from '@web/gql/graphql';
import { toCsv } from '@web/lib/csv/csv';
import { eventTypeName, placeText } from '@web/lib/eventTexts/eventTexts';
import { CATEGORY_LABELS } from '@web/lib/judging/judgingLabels';
import { SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { personName } from '@web/lib/text/personName';
import { formatScore, PLACE_LABEL, rankingNote } from './resultTexts';

type ClassResult = ResultClassesQuery['eventResults']['classList']['classes'][number];
type Entry = ClassResult['entries'][number];
type BreederResult = ResultBreedersQuery['eventResults']['breederList']['breeders'][number];
type BestBreeder = ResultBestBreedersQuery['eventResults']['bestBreeders'][number];
type Summary = ResultSummaryQuery['eventResults'];
type ResultEventItem = ResultEventsQuery['resultEvents'][number];

/** Why a cage has no total: the judge's skip reason, or that nobody judged it. */
export function unratedReason(
  i18n: I18n,
  entry: { total?: number | null; skipReason?: Entry['skipReason'] },
) {
  if (entry.total != null) return '';
  return entry.skipReason ? i18n._(SKIP_REASON_NAMES[entry.skipReason]) : i18n._(msg`Nicht bewertet`);
}

const yesNo = (i18n: I18n, entry: { total?: number | null; prize: boolean }) =>
  entry.total == null ? '' : i18n._(entry.prize ? msg`ja` : msg`nein`);

const number = (i18n: I18n, value: number | null | undefined) => (value == null ? '' : i18n.number(value));

const scoreHeaders = (i18n: I18n) => RATING_CATEGORIES.map((c) => i18n._(CATEGORY_LABELS[c]));

const scoreCells = (i18n: I18n, entry: Pick<Entry, 'scores'>) =>
  RATING_CATEGORIES.map((c) => formatScore(i18n, entry.scores?.[c]));

/** The class lists as shown: one row per cage, class by class. */
export function classListCsv(i18n: I18n, classes: readonly ClassResult[]): string {
  const header = [
    i18n._(msg`Klasse`),
    i18n._(PLACE_LABEL),
    i18n._(msg`Käfig`),
    i18n._(msg`Ringnummer`),
    i18n._(msg`Züchter`),
    ...scoreHeaders(i18n),
    i18n._(msg`Gesamt`),
    i18n._(msg`Preis`),
    i18n._(msg`Nicht bewertet`),
  ];
  const rows = classes.flatMap((c) =>
    c.entries.map((entry) => [
      i18n._(CLASS_NAMES[c.code]),
      number(i18n, entry.place),
      entry.cageNumber,
      entry.ringNumber,
      personName(i18n, entry.breeder.shownName),
      ...scoreCells(i18n, entry),
      formatScore(i18n, entry.total),
      yesNo(i18n, entry),
      unratedReason(i18n, entry),
    ]),
  );
  return toCsv([header, ...rows]);
}

/** The cage cards as shown: one row per card, with the address its QR code holds. */
export function cageCardsCsv(i18n: I18n, entries: readonly Entry[], cardUrl: (cageNumber: number) => string) {
  const header = [
    i18n._(msg`Käfig`),
    i18n._(msg`Ringnummer`),
    i18n._(msg`Klasse`),
    i18n._(msg`Geschlecht`),
    i18n._(msg`Farbe`),
    i18n._(msg`Züchter`),
    i18n._(msg`Preis-km`),
    i18n._(msg`Preise`),
    ...scoreHeaders(i18n),
    i18n._(msg`Gesamt`),
    i18n._(PLACE_LABEL),
    i18n._(msg`Preis`),
    i18n._(msg`Nicht bewertet`),
    i18n._(msg`Richter`),
    i18n._(msg`Bemerkung`),
    i18n._(msg`Link`),
  ];
  const rows = entries.map((entry) => [
    entry.cageNumber,
    entry.ringNumber,
    i18n._(CLASS_NAMES[entry.classCode]),
    i18n._(SEX_LABELS[entry.sex]),
    entry.color,
    personName(i18n, entry.breeder.shownName),
    i18n.number(entry.flightSummary.prizeKm, { maximumFractionDigits: 1 }),
    i18n.number(entry.flightSummary.prizes),
    ...scoreCells(i18n, entry),
    formatScore(i18n, entry.total),
    number(i18n, entry.place),
    yesNo(i18n, entry),
    unratedReason(i18n, entry),
    entry.judge ? personName(i18n, entry.judge.shownName) : '',
    entry.note ?? '',
    cardUrl(entry.cageNumber),
  ]);
  return toCsv([header, ...rows]);
}

/** Totals like "94,5 / 92 / 90,5". */
export function totalsText(i18n: I18n, totals: readonly number[]): string {
  return totals.map((total) => formatScore(i18n, total)).join(' / ');
}

/** The breeders as shown: one row per cage, the breeder's best three and sum on each. */
export function breedersCsv(i18n: I18n, breeders: readonly BreederResult[]): string {
  const header = [
    i18n._(msg`Züchter`),
    i18n._(msg`Käfig`),
    i18n._(msg`Ringnummer`),
    i18n._(msg`Klasse`),
    i18n._(PLACE_LABEL),
    i18n._(msg`Gesamt`),
    i18n._(msg`Preis`),
    i18n._(msg`Nicht bewertet`),
    i18n._(msg`Beste drei`),
    i18n._(msg`Summe`),
  ];
  const rows = breeders.flatMap((b) =>
    b.entries.map((entry) => [
      personName(i18n, b.breeder.shownName),
      entry.cageNumber,
      entry.ringNumber,
      i18n._(CLASS_NAMES[entry.classCode]),
      number(i18n, entry.place),
      formatScore(i18n, entry.total),
      yesNo(i18n, entry),
      unratedReason(i18n, entry),
      totalsText(i18n, b.topTotals),
      formatScore(i18n, b.sum),
    ]),
  );
  return toCsv([header, ...rows]);
}

/** The best-breeder ranking as shown, the unranked breeders after it. */
export function bestBreedersCsv(i18n: I18n, rows: readonly BestBreeder[]): string {
  const header = [
    i18n._(msg`Rang`),
    i18n._(msg`Züchter`),
    i18n._(msg`Beste Einzelnote`),
    i18n._(msg`Zweitbeste Einzelnote`),
    i18n._(msg`Drittbeste Einzelnote`),
    i18n._(msg`Summe`),
    i18n._(msg`Bewertete Tauben`),
    i18n._(msg`Schausieger`),
    i18n._(msg`Hinweis`),
  ];
  const body = rows.map((row) => [
    number(i18n, row.rank),
    personName(i18n, row.breeder.shownName),
    ...[0, 1, 2].map((i) => formatScore(i18n, row.topTotals[i])),
    formatScore(i18n, row.sum),
    i18n.number(row.ratedCount),
    row.rank === 1 ? i18n._(msg`ja`) : '',
    rankingNote(i18n, row),
  ]);
  return toCsv([header, ...body]);
}

/** The season championship as shown: rank, breeder, shows counted of the shows, points. */
export function seasonCsv(i18n: I18n, rows: ResultSeasonQuery['seasonChampionship']): string {
  const header = [
    i18n._(msg`Rang`),
    i18n._(msg`Züchter`),
    i18n._(msg`Schauen`),
    i18n._(msg`Gewertete Schauen`),
    i18n._(msg`Punkte`),
  ];
  const body = rows.map((row) => [
    i18n.number(row.rank),
    personName(i18n, row.breeder.shownName),
    i18n.number(row.shows),
    i18n.number(row.countedShows),
    formatScore(i18n, row.points),
  ]);
  return toCsv([header, ...body]);
}

/** An event's result page: the champions, best cocks and best hens, one row each. */
export function summaryCsv(i18n: I18n, summary: Omit<Summary, 'event'>): string {
  const header = [
    i18n._(msg`Auszeichnung`),
    i18n._(msg`Züchter`),
    i18n._(msg`Käfig`),
    i18n._(msg`Ringnummer`),
    i18n._(msg`Klasse`),
    i18n._(msg`Gesamt`),
  ];
  type Pigeon = Summary['bestCocks'][number];
  const pigeon = (label: string, entry: Pigeon) => [
    label,
    personName(i18n, entry.breeder.shownName),
    entry.cageNumber,
    entry.ringNumber,
    i18n._(CLASS_NAMES[entry.classCode]),
    formatScore(i18n, entry.total),
  ];
  return toCsv([
    header,
    ...summary.champions.map((breeder) => [i18n._(msg`Schausieger`), personName(i18n, breeder.shownName)]),
    ...summary.bestCocks.map((entry) => pigeon(i18n._(msg`Bester Täuber`), entry)),
    ...summary.bestHens.map((entry) => pigeon(i18n._(msg`Beste Täubin`), entry)),
  ]);
}

/** The list of ended events as shown. */
export function resultEventsCsv(i18n: I18n, items: readonly ResultEventItem[]): string {
  const header = [
    i18n._(msg`Event`),
    i18n._(msg`Art`),
    i18n._(msg`Datum`),
    i18n._(msg`Ort`),
    i18n._(msg`Schausieger`),
    i18n._(msg`Käfige`),
    i18n._(msg`Bewertet`),
    i18n._(msg`Züchter`),
  ];
  const rows = items.map((item) => [
    item.event.title,
    eventTypeName(i18n, item.event.eventType),
    i18n.date(item.event.eventStart, { dateStyle: 'medium', timeZone: SHOW_TIME_ZONE }),
    placeText(item.event.location, isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE),
    item.champions.map((c) => personName(i18n, c.shownName)).join(', '),
    i18n.number(item.cageCount),
    i18n.number(item.ratedCount),
    i18n.number(item.breederCount),
  ]);
  return toCsv([header, ...rows]);
}
