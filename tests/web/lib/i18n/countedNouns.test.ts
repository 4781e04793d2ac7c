import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A count written before a noun goes through the language's plural rules ("1 angemeldete Taube",
 * "2 angemeldete Tauben"): a message that puts a bare number before a counted noun reads
 * "1 … Tauben" for one. This scans every message of both languages for a placeholder followed (after
 * at most two words) by a counted noun in the plural, outside an ICU `plural`.
 */
const LOCALES_DIR = resolve(import.meta.dirname, '../../../../locales');

const COUNTED_NOUNS: Record<string, readonly string[]> = {
  de: [
    'Tauben',
    'Käfige',
    'Käfigen',
    'Züchtern',
    'Etiketten',
    'Dateien',
    'Versuche',
    'Punkte',
    'Anmeldungen',
    'Bewertungen',
    'Zeilen',
    'Einträge',
    'Einträgen',
    'Geräte',
    'Geräten',
    'Tage',
    'Tagen',
    'Stunden',
    'Minuten',
    'Sekunden',
    'Klassen',
    'Events',
    'Mails',
    'E-Mails',
    'Probleme',
    'Zahlungen',
    'Richtern',
  ],
  en: [
    'pigeons',
    'cages',
    'breeders',
    'labels',
    'files',
    'attempts',
    'points',
    'registrations',
    'ratings',
    'rows',
    'characters',
    'entries',
    'devices',
    'days',
    'hours',
    'minutes',
    'seconds',
    'classes',
    'events',
    'mails',
    'e-mails',
    'problems',
    'payments',
    'judges',
    'sheets',
    'times',
  ],
};

/**
 * Bounds of the app (`{limit}`, `{MAX_NOTE_LENGTH}`): constants well above one, so their noun is
 * always plural.
 */
const BOUND = /^(limit|max|min|[A-Z][A-Z0-9_]*)$/;
/** Placeholders that name someone or something rather than count ("{name} judges this class"). */
const NOT_A_COUNT = /name|label|title|what|product/i;

/** The texts of a catalog: German messages are their ids, English ones their translations. */
function messages(locale: string, file: string): string[] {
  const text = readFileSync(join(LOCALES_DIR, locale, file), 'utf8');
  const found: string[] = [];
  const field = locale === 'de' ? 'msgid' : 'msgstr';
  const entry = new RegExp(`^${field} ((?:"(?:[^"\\\\]|\\\\.)*"\\n?)+)`, 'gm');
  for (const match of text.matchAll(entry)) {
    const joined = [...match[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((part) => part[1]).join('');
    if (joined) found.push(joined);
  }
  return found;
}

/** The message with every ICU plural (and select) taken out, braces nested or not. */
function withoutPlurals(message: string): string {
  let out = '';
  for (let i = 0; i < message.length; i++) {
    const rest = message.slice(i);
    if (/^\{\w+, (plural|select|selectordinal),/.test(rest)) {
      let depth = 0;
      for (; i < message.length; i++) {
        if (message[i] === '{') depth++;
        if (message[i] === '}' && --depth === 0) break;
      }
      out += '#';
    } else out += message[i];
  }
  return out;
}

/** The counts before a counted noun outside a plural, as "{count} angemeldete Tauben". */
function bareCounts(message: string, nouns: readonly string[]): string[] {
  const noun = nouns.join('|');
  // A factor ("{columns} × {rows} labels", a sheet's layout) counts the noun only with the other.
  const pattern = new RegExp(`(?<!× )\\{(\\w+)\\}\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${noun})(?![\\p{L}-])`, 'gu');
  return [...withoutPlurals(message).matchAll(pattern)]
    .filter((match) => !BOUND.test(match[1]) && !NOT_A_COUNT.test(match[1]))
    .map((match) => match[0]);
}

describe('counts in the catalogs', () => {
  it('finds a bare count before a plural noun, and none in a plural', () => {
    expect(bareCounts('{label}: {count} angemeldete Tauben ohne Käfignummer.', COUNTED_NOUNS.de)).toEqual([
      '{count} angemeldete Tauben',
    ]);
    expect(
      bareCounts('{count, plural, one {# angemeldete Taube} other {# angemeldete Tauben}}', COUNTED_NOUNS.de),
    ).toEqual([]);
    expect(bareCounts('{0} of {1} cages rated', COUNTED_NOUNS.en)).toEqual(['{1} cages']);
    expect(bareCounts('At most {limit} characters.', COUNTED_NOUNS.en)).toEqual([]);
  });

  for (const locale of ['de', 'en']) {
    for (const file of readdirSync(join(LOCALES_DIR, locale)).filter((name) => name.endsWith('.po'))) {
      it(`puts every count before a noun through the plural rules (${locale}/${file})`, () => {
        const bare = messages(locale, file).flatMap((message) =>
          bareCounts(message, COUNTED_NOUNS[locale]).map((hit) => `${hit}  ←  ${message}`),
        );
        expect(bare).toEqual([]);
      });
    }
  }
});
