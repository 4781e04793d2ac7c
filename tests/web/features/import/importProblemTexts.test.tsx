import { IMPORT_PROBLEM_CODES, type ImportProblemCode } from '@shared/importProblems';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { ImportProblemList } from '@web/features/import/components/ImportProblemList';
import { problemReason } from '@web/features/import/importTexts';
import { activateLocale, i18n } from '@web/lib/i18n/i18n';
import { describe, expect, it } from 'vitest';
import { PROBLEM_OF_EVERY_CODE, problem, SERVER_TEXT } from './factories';

// Words that give an English sentence away on the German page, and a German one on the English page.
const ENGLISH =
  /\b(the|is|are|not|no|must|line|file|column|value|number|found|reads|more|than|at most|with)\b/i;
const GERMAN = /\b(der|die|das|ist|nicht|kein|keine|Zeile|Datei|Spalte|und|gefunden|muss|darf|gelesen)\b/i;

/** The text of each problem of the list (where and why) on a page in the language of `path`. */
async function problemTexts(path: string): Promise<Record<ImportProblemCode, string>> {
  const { unmount } = await renderWithProviders(
    <ImportProblemList problems={IMPORT_PROBLEM_CODES.map((code) => PROBLEM_OF_EVERY_CODE[code])} />,
    { path },
  );
  const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
  unmount();
  return Object.fromEntries(IMPORT_PROBLEM_CODES.map((code, i) => [code, items[i]])) as Record<
    ImportProblemCode,
    string
  >;
}

describe('import problems', () => {
  it('are all worded in German on the German page, none with the server’s English', async () => {
    const german = await problemTexts('/admin/import');
    const english = await problemTexts('/en/admin/import');
    for (const code of IMPORT_PROBLEM_CODES) {
      expect(german[code], code).not.toContain(SERVER_TEXT);
      expect(german[code], code).not.toMatch(ENGLISH);
      expect(german[code], code).not.toBe(english[code]);
    }
  });

  it('are all worded in English on the English page', async () => {
    const english = await problemTexts('/en/admin/import');
    for (const code of IMPORT_PROBLEM_CODES) {
      expect(english[code], code).not.toContain(SERVER_TEXT);
      expect(english[code], code).not.toMatch(GERMAN);
    }
  });

  it('put their parameters into the text, numbers as the language writes them', async () => {
    const german = await problemTexts('/admin/import');
    expect(german.IMPORT_NO_HEADER).toBe(
      'flug.csvKeine Spalte Ringnummer gefunden; die erste Zeile lautet: „Name;Ort;Telefon“.',
    );
    expect(german.IMPORT_FILE_TOO_MANY_ROWS).toContain(
      'Die Datei hat mehr als 250.000 Zeilen. Bitte teilen Sie sie auf.',
    );
    expect(german.IMPORT_COLUMN_MISSING).toBe(
      'flug.csv, Zeile 1, Spalte TeilnehmerKeine Spalte Teilnehmer gefunden.',
    );
    expect(german.IMPORT_LINE_UNREADABLE).toBe(
      'flug.csv, Zeile 3In dieser Zeile ist nichts als Flugergebnis lesbar: keine Ringnummer, kein Datum, keine Zahl. (gelesen: „#### ----“)',
    );
    expect(german.IMPORT_CONFLICTS_WITH_LINE).toContain('Zeile 12345 hat dieselbe Taube');
    expect(german.IMPORT_RING_INVALID).toContain(
      'Keine gültige Ringnummer (so sieht eine aus: DV-06976-21-134).',
    );

    const english = await problemTexts('/en/admin/import');
    expect(english.IMPORT_NO_HEADER).toBe(
      'flug.csvNo column Ringnummer found; the first line reads: “Name;Ort;Telefon”.',
    );
    expect(english.IMPORT_FILE_TOO_MANY_ROWS).toContain('The file has more than 250,000 rows.');
    expect(english.IMPORT_COLUMN_MISSING).toBe(
      'flug.csv, line 1, column ParticipantsNo column Participants found.',
    );
    expect(english.IMPORT_RANKING_ABOVE_PARTICIPANTS).toContain(
      'The ranking must not exceed the number of participants (120).',
    );
  });

  it('end with a full stop, in German and in English, like every other error text', async () => {
    for (const locale of ['de', 'en'] as const) {
      await activateLocale(locale);
      for (const code of IMPORT_PROBLEM_CODES)
        expect(problemReason(PROBLEM_OF_EVERY_CODE[code], i18n), `${locale} ${code}`).toMatch(/\.$/);
    }
  });

  it('keep the server’s words only for a code this page does not know yet', async () => {
    await renderWithProviders(
      <ImportProblemList problems={[problem('SOMETHING_NEW', { message: 'New rule' })]} />,
      {
        path: '/admin/import',
      },
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('New rule');
  });
});
