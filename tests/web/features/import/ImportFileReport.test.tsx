import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { ImportFileReport } from '@web/features/import/components/ImportFileReport';
import { ImportSummary } from '@web/features/import/components/ImportSummary';
import { isAcceptableFile } from '@web/features/import/importTexts';
import { describe, expect, it } from 'vitest';
import { fileReport, unreadableFile } from './factories';

describe('the import report of a file', () => {
  it('says after the import what was saved, not what the preview expected', async () => {
    await renderWithProviders(<ImportFileReport report={fileReport()} saved />, { path: '/admin/import' });
    expect(
      screen.getByText('3 Datenzeilen · 1 gespeichert, 0 schon vorhanden, 2 abgelehnt'),
    ).toBeInTheDocument();
  });

  it('shows the format, the columns with what they were read as, and the first rows', async () => {
    await renderWithProviders(<ImportFileReport report={fileReport()} saved={false} />, {
      path: '/admin/import',
    });
    expect(screen.getByText('windows-1252')).toBeInTheDocument();
    expect(screen.getByText('Semikolon (;)')).toBeInTheDocument();
    expect(screen.getByText('3 Datenzeilen · 1 neu, 0 unverändert, 2 abgelehnt')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Entfernung \(km\)/ })).toHaveTextContent('→ Entfernung');
    expect(screen.getByRole('columnheader', { name: /Bemerkung/ })).toHaveTextContent('nicht verwendet');
    expect(screen.getByRole('cell', { name: '312,5' })).toBeInTheDocument();
  });

  it('lists every problem with file, line, column and reason, worded from its code', async () => {
    await renderWithProviders(<ImportFileReport report={fileReport()} saved={false} />, {
      path: '/admin/import',
    });
    expect(screen.getByRole('heading', { name: '2 Probleme' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('flug.csv, Zeile 3, Spalte Ringnummer');
    expect(items[0]).toHaveTextContent(
      'Unbekannte Ringnummer: keine Taube hat diese Nummer. (gelesen: „DV-06976-21-999“)',
    );
    expect(items[1]).toHaveTextContent('flug.csv, Zeile 4, Spalte Platz');
    expect(items[1]).toHaveTextContent('Der Platz darf nicht größer sein als die Teilnehmerzahl (120).');
  });

  it('tells what is wrong with an unreadable file, and counts no rejected rows beside it', async () => {
    await renderWithProviders(<ImportFileReport report={unreadableFile()} saved={false} />, {
      path: '/en/admin/import',
    });
    const problem = screen.getByRole('listitem');
    expect(within(problem).getByText('bild.xlsx')).toBeInTheDocument();
    expect(problem).toHaveTextContent(
      'The file is neither CSV nor TSV nor an Excel spreadsheet (.xlsx) and cannot be read.',
    );
    expect(screen.getByText('No data rows read')).toBeInTheDocument();
    expect(screen.queryByText(/rejected/)).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says “nichts Neues” for a file that was imported before, and no rejected rows when there are none', async () => {
    const before = fileReport({
      rows: 3,
      added: 0,
      unchanged: 3,
      rejected: 0,
      problemCount: 0,
      problems: [],
    });
    await renderWithProviders(<ImportFileReport report={before} saved={false} />, { path: '/admin/import' });
    expect(screen.getByText('3 Datenzeilen · nichts Neues, 3 unverändert')).toBeInTheDocument();
    expect(screen.queryByText(/abgelehnt/)).not.toBeInTheDocument();
  });

  it('leaves the rejected count out when every row was taken', async () => {
    const clean = fileReport({ rows: 3, added: 2, unchanged: 1, rejected: 0, problemCount: 0, problems: [] });
    await renderWithProviders(<ImportFileReport report={clean} saved={false} />, {
      path: '/en/admin/import',
    });
    expect(screen.getByText('3 data rows · 2 new, 1 unchanged')).toBeInTheDocument();
  });
});

describe('the summary at the end of an import', () => {
  const terms = () =>
    within(screen.getByRole('status'))
      .getAllByRole('term')
      .map((term) => term.textContent);
  const counts = () =>
    within(screen.getByRole('status'))
      .getAllByRole('definition')
      .map((count) => count.textContent);

  it('ends with the counts and the success message', async () => {
    await renderWithProviders(<ImportSummary added={1} unchanged={4} rejected={1} unreadFiles={0} />, {
      path: '/en/admin/import',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Imported: 1 line saved.');
    expect(terms()).toEqual(['Saved', 'Already there', 'Rejected']);
    expect(counts()).toEqual(['1', '4', '1']);
  });

  it('names unread files instead of “0 abgelehnt”', async () => {
    await renderWithProviders(<ImportSummary added={2} unchanged={0} rejected={0} unreadFiles={1} />, {
      path: '/admin/import',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Importiert: 2 Zeilen gespeichert.');
    expect(terms()).toEqual(['Gespeichert', 'Schon vorhanden', 'Nicht gelesene Dateien']);
    expect(counts()).toEqual(['2', '0', '1']);
  });
});

describe('import files', () => {
  it('are csv, tsv, txt or xlsx files with content', () => {
    expect(isAcceptableFile({ name: 'a.CSV', size: 10 })).toBe(true);
    expect(isAcceptableFile({ name: 'a.xlsx', size: 10 })).toBe(true);
    expect(isAcceptableFile({ name: 'a.pdf', size: 10 })).toBe(false);
    expect(isAcceptableFile({ name: 'a.csv', size: 0 })).toBe(false);
  });
});
