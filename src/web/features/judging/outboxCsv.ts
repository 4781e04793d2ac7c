import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CLASS_NAMES } from '@shared/classification';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { RATING_CATEGORIES } from '@shared/ratingScheme';
import { toCsv } from '@web/lib/csv/csv';
import { CATEGORY_LABELS } from '@web/lib/judging/judgingLabels';
import type { OutboxEntry } from '@web/lib/outbox/judgingDb';
import { showTimeText } from '@web/lib/showTime/showTimeText';
import { refusalText } from './judgingTexts';

const STATUS_LABELS = {
  pending: msg`Wartet auf das Senden`,
  rejected: msg`Abgelehnt`,
  late: msg`Bei der Schauleitung`,
} as const;

/**
 * Every unsent op as a table the show office can read and type in by hand if the tablet never
 * reaches the server: one row per op, in the judge's language.
 */
export function outboxCsv(i18n: I18n, entries: readonly OutboxEntry[]): string {
  const number = (value: number | null | undefined) => (value == null ? '' : i18n.number(value));
  const header = [
    i18n._(msg`Event`),
    i18n._(msg`Käfig`),
    i18n._(msg`Ringnummer`),
    i18n._(msg`Klasse`),
    i18n._(msg`Art`),
    ...RATING_CATEGORIES.map((c) => i18n._(CATEGORY_LABELS[c])),
    i18n._(msg`Gesamt`),
    i18n._(msg`Grund`),
    i18n._(msg`Bemerkung`),
    i18n._(msg`Zeitpunkt`),
    i18n._(msg`Status`),
    i18n._(msg`Ablehnungsgrund`),
    i18n._(msg`Kennung`),
  ];
  const rows = entries.map((entry) => [
    entry.eventTitle ?? entry.eventId,
    entry.cageNumber,
    entry.ringNumber,
    i18n._(CLASS_NAMES[entry.classCode]),
    i18n._(entry.kind === 'RATE' ? msg`Bewertung` : msg`Übersprungen`),
    ...RATING_CATEGORIES.map((c) => number(entry.scores?.[c])),
    number(entry.total),
    entry.skipReason ? i18n._(SKIP_REASON_NAMES[entry.skipReason]) : '',
    entry.note ?? '',
    showTimeText(i18n, entry.clientTime, { dateStyle: 'short', timeStyle: 'medium' }),
    i18n._(STATUS_LABELS[entry.status]),
    entry.refusal ? refusalText(i18n, entry.refusal) : '',
    entry.opId,
  ]);
  return toCsv([header, ...rows]);
}
