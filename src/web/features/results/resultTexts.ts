import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TieBreak } from '@web/gql/graphql';

/** What decided between ranked breeders with the same sum, said where it decided. */
const TIE_BREAK_TEXTS: Record<TieBreak, MessageDescriptor> = {
  BEST: msg`bei gleicher Summe entschied die beste Einzelnote`,
  SECOND: msg`bei gleicher Summe und gleicher bester Einzelnote entschied die zweitbeste Einzelnote`,
  THIRD: msg`bei gleicher Summe und gleichen zwei besten Einzelnoten entschied die drittbeste Einzelnote`,
  SHARED: msg`geteilter Rang: gleiche Summe und gleiche Einzelnoten`,
};

export const UNRANKED_REASON = msg`weniger als drei bewertete Tauben`;

/** A cage's place in its class (the import's "Platz" is a flight's ranking: another word in English). */
export const PLACE_LABEL = msg({ message: 'Platz', context: 'result' });

/** The view names, as headings, links and file names use them. */
export type ResultView = 'summary' | 'list' | 'cards' | 'breeders' | 'bestBreeder';

export const RESULT_VIEW_LABELS: Record<ResultView, MessageDescriptor> = {
  summary: msg`Übersicht`,
  list: msg`Ergebnisliste`,
  cards: msg`Käfigkarten`,
  breeders: msg`Ergebnisse je Züchter`,
  bestBreeder: msg`Bester Züchter`,
};

/** The note beside a best-breeder row: the tie-break where one decided, the reason when unranked. */
export function rankingNote(i18n: I18n, row: { ranked: boolean; tieBreak?: TieBreak | null }): string {
  if (!row.ranked) return i18n._(UNRANKED_REASON);
  return row.tieBreak ? i18n._(TIE_BREAK_TEXTS[row.tieBreak]) : '';
}

/** A download's file name in the user's language, e.g. "Ergebnisliste – Schau Hannover.csv". */
export function csvFileName(i18n: I18n, label: MessageDescriptor, title?: string): string {
  const name = [i18n._(label), title].filter(Boolean).join(' – ');
  // Characters some file systems refuse become a dash.
  return `${name.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim()}.csv`;
}

/** A score or total as the user's language writes it; empty when there is none. */
export function formatScore(i18n: I18n, value: number | null | undefined): string {
  return value == null ? '' : i18n.number(value, { maximumFractionDigits: 2 });
}
