import {
  bestBreedersCsv,
  breedersCsv,
  cageCardsCsv,
  classListCsv,
  unratedReason,
} from '@web/features/results/resultsCsv';
import { activateLocale, i18n } from '@web/lib/i18n/i18n';
import { beforeEach, describe, expect, it } from 'vitest';
import { bestBreeders, classes, entry, hen, skipped } from './factories';

const rows = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('class lists as CSV', () => {
  beforeEach(() => activateLocale('de'));

  it('starts with the BOM, names the columns in German and writes German numbers', () => {
    const csv = classListCsv(i18n, classes);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, first] = rows(csv);
    expect(header).toEqual([
      'Klasse',
      'Platz',
      'Käfig',
      'Ringnummer',
      'Züchter',
      'Gesamteindruck',
      'Knochenbau',
      'Rücken',
      'Muskulatur',
      'Flügel',
      'Gesamt',
      'Preis',
      'Nicht bewertet',
    ]);
    expect(first).toEqual([
      'Elite Täuber',
      '1',
      '1',
      'DV-06976-21-134',
      'Karl Zimmermann',
      '9',
      '9',
      '19',
      '28,75',
      '28,75',
      '94,5',
      'ja',
      '',
    ]);
  });

  it('gives a skipped cage no place, no scores and its reason, after the placed ones', () => {
    const last = rows(classListCsv(i18n, classes)).at(-1);
    expect(last).toEqual([
      'Klasse 1 Täuber',
      '',
      '3',
      'DV-06976-19-17',
      'Karl Zimmermann',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      'Krank',
    ]);
  });

  it('is written in English for English users', async () => {
    await activateLocale('en');
    const [header, first] = rows(classListCsv(i18n, classes));
    expect(header.slice(0, 5)).toEqual(['Class', 'Place', 'Cage', 'Ring number', 'Breeder']);
    expect(first[0]).toBe('Elite cock');
    expect(first[10]).toBe('94.5');
    expect(first[11]).toBe('yes');
  });
});

describe('cage cards as CSV', () => {
  beforeEach(() => activateLocale('de'));

  it('keeps umlauts and holds each card’s own address', () => {
    const csv = cageCardsCsv(i18n, [entry(), hen], (n) => `https://example.org/results/4/cards#cage-${n}`);
    const [header, , second] = rows(csv);
    expect(header).toContain('Farbe');
    expect(second[header.indexOf('Farbe')]).toBe('blaugehämmert');
    expect(second[header.indexOf('Geschlecht')]).toBe('Täubin');
    expect(second[header.indexOf('Preis-km')]).toBe('16.560');
    expect(second.at(-1)).toBe('https://example.org/results/4/cards#cage-2');
  });

  it('quotes a remark that holds the separator', () => {
    const csv = cageCardsCsv(i18n, [entry({ note: 'gut; sehr gut' })], () => '');
    expect(csv).toContain('"gut; sehr gut"');
  });
});

describe('breeders and the best-breeder ranking as CSV', () => {
  beforeEach(() => activateLocale('de'));

  it('repeats a breeder’s best three and sum on each of the breeder’s cages', () => {
    const csv = breedersCsv(i18n, [
      {
        breeder: { id: '1', shownName: 'Karl Zimmermann', email: null },
        topTotals: [94.5, 92, 90.5],
        sum: 277,
        entries: [entry(), skipped],
      },
    ]);
    const [header, first, second] = rows(csv);
    expect(header.slice(-2)).toEqual(['Beste drei', 'Summe']);
    expect(first.slice(-2)).toEqual(['94,5 / 92 / 90,5', '277']);
    expect(second[header.indexOf('Nicht bewertet')]).toBe('Krank');
  });

  it('says what decided a tie, marks the champion and why a breeder is unranked', () => {
    const [header, first, second, third] = rows(bestBreedersCsv(i18n, bestBreeders));
    const note = header.indexOf('Hinweis');
    expect(first[header.indexOf('Schausieger')]).toBe('ja');
    expect(first[note]).toBe('bei gleicher Summe entschied die beste Einzelnote');
    expect(second[header.indexOf('Schausieger')]).toBe('');
    expect(third[0]).toBe('');
    expect(third[1]).toBe('Jörg Müller');
    expect(third[note]).toBe('weniger als drei bewertete Tauben');
  });

  it('explains the same in English', async () => {
    await activateLocale('en');
    const [, first, , third] = rows(bestBreedersCsv(i18n, bestBreeders));
    expect(first.at(-1)).toBe('equal sum: decided by the best single total');
    expect(third.at(-1)).toBe('fewer than three rated pigeons');
  });
});

describe('a cage without a total', () => {
  it('names the skip reason, or says nobody rated it', async () => {
    await activateLocale('de');
    expect(unratedReason(i18n, { total: null, skipReason: 'ABSENT' })).toBe('Nicht anwesend');
    expect(unratedReason(i18n, { total: null, skipReason: null })).toBe('Nicht bewertet');
    expect(unratedReason(i18n, { total: 90, skipReason: null })).toBe('');
  });
});
