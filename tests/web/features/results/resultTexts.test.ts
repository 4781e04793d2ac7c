import { msg } from '@lingui/core/macro';
import { resultsFailure } from '@web/features/results/hooks/useEventResults';
import { csvFileName, formatScore, RESULT_VIEW_LABELS, rankingNote } from '@web/features/results/resultTexts';
import { activateLocale, i18n } from '@web/lib/i18n/i18n';
import { beforeEach, describe, expect, it } from 'vitest';

describe('ranking notes', () => {
  beforeEach(() => activateLocale('de'));

  it('name the criterion that decided, and nothing where the sum alone did', () => {
    expect(rankingNote(i18n, { ranked: true, tieBreak: 'BEST' })).toBe(
      'bei gleicher Summe entschied die beste Einzelnote',
    );
    expect(rankingNote(i18n, { ranked: true, tieBreak: 'SECOND' })).toMatch(/zweitbeste Einzelnote$/);
    expect(rankingNote(i18n, { ranked: true, tieBreak: 'THIRD' })).toMatch(/drittbeste Einzelnote$/);
    expect(rankingNote(i18n, { ranked: true, tieBreak: 'SHARED' })).toMatch(/^geteilter Rang/);
    expect(rankingNote(i18n, { ranked: true, tieBreak: null })).toBe('');
  });

  it('give the reason for an unranked breeder, in English too', async () => {
    expect(rankingNote(i18n, { ranked: false })).toBe('weniger als drei bewertete Tauben');
    await activateLocale('en');
    expect(rankingNote(i18n, { ranked: false })).toBe('fewer than three rated pigeons');
    expect(rankingNote(i18n, { ranked: true, tieBreak: 'SHARED' })).toBe(
      'shared rank: equal sum and equal totals',
    );
  });
});

describe('file names and numbers', () => {
  it('name the view and the event in the user’s language, without characters files refuse', async () => {
    await activateLocale('de');
    expect(csvFileName(i18n, RESULT_VIEW_LABELS.cards, 'Schau Hannover')).toBe(
      'Käfigkarten – Schau Hannover.csv',
    );
    expect(csvFileName(i18n, RESULT_VIEW_LABELS.list, 'A/B: "C"?')).toBe('Ergebnisliste – A-B- -C-.csv');
    expect(csvFileName(i18n, msg`Ergebnisse`)).toBe('Ergebnisse.csv');
    await activateLocale('en');
    expect(csvFileName(i18n, RESULT_VIEW_LABELS.cards, 'Schau Hannover')).toBe(
      'Cage cards – Schau Hannover.csv',
    );
  });

  it('write scores as the language does, nothing for none', async () => {
    await activateLocale('de');
    expect(formatScore(i18n, 28.75)).toBe('28,75');
    expect(formatScore(i18n, null)).toBe('');
    await activateLocale('en');
    expect(formatScore(i18n, 1234.5)).toBe('1,234.5');
  });
});

describe('why results cannot be shown', () => {
  it('tells an unknown event from unfinished judging and anything else', () => {
    const graphQLError = (code: string) => ({ errors: [{ message: 'x', extensions: { code } }] });
    expect(resultsFailure(graphQLError('EVENT_NOT_FOUND'))).toBe('notFound');
    expect(resultsFailure(graphQLError('EVENT_RATINGS_NOT_FINISHED'))).toBe('notFinished');
    expect(resultsFailure(graphQLError('INTERNAL_SERVER_ERROR'))).toBe('other');
    expect(resultsFailure(new TypeError('Failed to fetch'))).toBe('other');
  });
});
