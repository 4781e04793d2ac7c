import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CLASS_NAMES } from '@shared/classification';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { RATING_CATEGORIES } from '@shared/ratingScheme';
import type { JudgingHistoryFieldsFragment } from '@web/gql/graphql';
import { toCsv } from '@web/lib/csv/csv';
import { CATEGORY_LABELS } from '@web/lib/judging/judgingLabels';
import { showTimeText } from '@web/lib/showTime/showTimeText';
import { personName } from '@web/lib/text/personName';

export type HistoryEntry = JudgingHistoryFieldsFragment;

const LATE_LABELS = {
  PENDING: msg`Nachträglich, offen`,
  ACCEPTED: msg`Nachträglich, angenommen`,
  REJECTED: msg`Nachträglich, abgelehnt`,
} as const;

/** Where an op stands: it decides the cage, a later one does, or it waits for or lost the office's decision. */
export function historyState(i18n: I18n, entry: HistoryEntry): string {
  if (entry.current) return i18n._(msg`Zählt`);
  if (entry.lateStatus === 'PENDING' || entry.lateStatus === 'REJECTED')
    return i18n._(LATE_LABELS[entry.lateStatus]);
  return i18n._(msg`Überholt`);
}

/** The op's decision in a few words: its total, or skipped and why. */
export function historyDecision(i18n: I18n, entry: HistoryEntry): string {
  return entry.kind === 'SKIP' && entry.skipReason
    ? i18n._(msg`übersprungen (${i18n._(SKIP_REASON_NAMES[entry.skipReason])})`)
    : i18n._(msg`Gesamt ${i18n.number(entry.total ?? 0)}`);
}

/**
 * Every op of an event as the office's record: one row per op, by cage and then as they arrived,
 * with who gave it, who entered it, both clocks and what became of it.
 */
export function judgingHistoryCsv(i18n: I18n, entries: readonly HistoryEntry[]): string {
  const number = (value: number | null | undefined) => (value == null ? '' : i18n.number(value));
  const time = (value: string | null | undefined) =>
    value ? showTimeText(i18n, value, { dateStyle: 'medium', timeStyle: 'medium' }) : '';
  const yes = (value: boolean) => i18n._(value ? msg`ja` : msg`nein`);
  const header = [
    i18n._(msg`Käfig`),
    i18n._(msg`Ringnummer`),
    i18n._(msg`Klasse`),
    i18n._(msg`Art`),
    ...RATING_CATEGORIES.map((c) => i18n._(CATEGORY_LABELS[c])),
    i18n._(msg`Gesamt`),
    i18n._(msg`Grund`),
    i18n._(msg`Bemerkung`),
    i18n._(msg`Richter`),
    i18n._(msg`Eingegeben vom Büro`),
    i18n._(msg`Gerätezeit`),
    i18n._(msg`Eingang beim Server`),
    i18n._(msg`Zählt jetzt`),
    i18n._(msg`Nachträglich`),
    i18n._(msg`Entschieden von`),
    i18n._(msg`Entschieden am`),
    i18n._(msg`Kennung`),
  ];
  const rows = entries.map((entry) => [
    entry.cageNumber,
    entry.ringNumber,
    i18n._(CLASS_NAMES[entry.classCode]),
    i18n._(
      entry.correctionReason ? msg`Korrektur` : entry.kind === 'RATE' ? msg`Bewertung` : msg`Übersprungen`,
    ),
    ...RATING_CATEGORIES.map((c) => number(entry.scores?.[c])),
    number(entry.total),
    entry.skipReason ? i18n._(SKIP_REASON_NAMES[entry.skipReason]) : (entry.correctionReason ?? ''),
    entry.note ?? '',
    personName(i18n, entry.judge.shownName),
    entry.enteredBy ? personName(i18n, entry.enteredBy.shownName) : '',
    time(entry.clientTime),
    time(entry.receivedAt),
    yes(entry.current),
    entry.lateStatus ? i18n._(LATE_LABELS[entry.lateStatus]) : '',
    entry.resolvedBy ? personName(i18n, entry.resolvedBy.shownName) : '',
    time(entry.resolvedAt),
    entry.opId,
  ]);
  return toCsv([header, ...rows]);
}
