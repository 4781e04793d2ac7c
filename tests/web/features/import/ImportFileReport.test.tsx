import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportFileReport } from '../../../../src/web/features/import/components/ImportFileReport';
import { ImportSummary } from '../../../../src/web/features/import/components/ImportSummary';
import type { ImportResult } from '../../../../src/web/features/import/hooks/useFlightImport';
import { isAcceptableFile, problemReason } from '../../../../src/web/features/import/importTexts';
import { renderWithProviders } from '../../../support/renderWithProviders';

type FileReport = ImportResult['files'][number];

function report(overrides: Partial<FileReport> = {}): FileReport {
  return {
    name: 'flug.csv',
    format: 'CSV',
    encoding: 'windows-1252',
    delimiter: ';',
    rows: 3,
    added: 1,
    unchanged: 0,
    rejected: 2,
    problemCount: 2,
    columns: [
      { header: 'Ringnummer', field: 'ring' },
      { header: 'Entfernung (km)', field: 'distance' },
      { header: 'Bemerkung', field: null },
    ],
    preview: [{ line: 2, cells: ['DV-06976-21-134', '312,5', 'gut'] }],
    problems: [
      {
        file: 'flug.csv',
        line: 3,
        field: 'ring',
        code: 'PIGEON_NOT_FOUND',
        message: 'Unknown ring number',
        value: 'DV-06976-21-999',
      },
      {
        file: 'flug.csv',
        line: 4,
        field: 'ranking',
        code: 'VALIDATION_FAILED',
        message: 'The ranking must not exceed the number of participants',
        value: null,
      },
    ],
    ...overrides,
  };
}

describe('the import report of a file', () => {
  it('shows the format, the columns with what they were read as, and the first rows', async () => {
    await renderWithProviders(<ImportFileReport report={report()} />, { path: '/admin/import' });
    expect(screen.getByText('windows-1252')).toBeInTheDocument();
    expect(screen.getByText('Semikolon (;)')).toBeInTheDocument();
    expect(screen.getByText('3 Datenzeilen · 1 neu, 0 unverändert, 2 abgelehnt')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Entfernung \(km\)/ })).toHaveTextContent('→ Entfernung');
    expect(screen.getByRole('columnheader', { name: /Bemerkung/ })).toHaveTextContent('nicht verwendet');
    expect(screen.getByRole('cell', { name: '312,5' })).toBeInTheDocument();
  });

  it('lists every problem with file, line, column and reason', async () => {
    await renderWithProviders(<ImportFileReport report={report()} />, { path: '/admin/import' });
    expect(screen.getByRole('heading', { name: '2 Probleme' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('flug.csv, Zeile 3, Spalte Ringnummer');
    expect(items[0]).toHaveTextContent('Die Taube wurde nicht gefunden. (gelesen: „DV-06976-21-999“)');
    expect(items[1]).toHaveTextContent('flug.csv, Zeile 4, Spalte Platz');
    expect(items[1]).toHaveTextContent('The ranking must not exceed the number of participants');
  });

  it('tells an unreadable file with the valid-file message, in English', async () => {
    const unreadable = report({
      name: 'bild.xlsx',
      format: null,
      encoding: null,
      delimiter: null,
      rows: 0,
      added: 0,
      rejected: 0,
      columns: [],
      preview: [],
      problemCount: 1,
      problems: [
        { file: 'bild.xlsx', line: null, field: null, code: 'JSON_PARSE_ERROR', message: 'x', value: null },
      ],
    });
    await renderWithProviders(<ImportFileReport report={unreadable} />, { path: '/en/admin/import' });
    const problem = screen.getByRole('listitem');
    expect(within(problem).getByText('bild.xlsx')).toBeInTheDocument();
    expect(problem).toHaveTextContent('A valid file must be selected');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('ends with the counts and the success message', async () => {
    await renderWithProviders(<ImportSummary added={1} unchanged={4} rejected={1} />, {
      path: '/en/admin/import',
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Import data processed successfully');
    expect(
      within(status)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1', '4', '1']);
  });
});

describe('import texts', () => {
  it('translate known codes and keep the server’s words for other rules', () => {
    expect(problemReason({ line: 2, code: 'PIGEON_PRICE_IN_FUTURE', message: 'x' })).toMatchObject({
      message: 'Das Datum eines Preisflugs darf nicht in der Zukunft liegen.',
    });
    expect(problemReason({ line: 2, code: 'VALIDATION_FAILED', message: 'Not a date' })).toBe('Not a date');
    expect(problemReason({ line: 2, code: 'SOMETHING_NEW', message: 'New rule' })).toBe('New rule');
  });

  it('accept only csv, tsv, txt and xlsx files with content', () => {
    expect(isAcceptableFile({ name: 'a.CSV', size: 10 })).toBe(true);
    expect(isAcceptableFile({ name: 'a.xlsx', size: 10 })).toBe(true);
    expect(isAcceptableFile({ name: 'a.pdf', size: 10 })).toBe(false);
    expect(isAcceptableFile({ name: 'a.csv', size: 0 })).toBe(false);
  });
});
