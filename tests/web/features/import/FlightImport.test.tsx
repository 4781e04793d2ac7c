import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/support/renderWithProviders';
import { FlightImport } from '@web/features/import/components/FlightImport';
import type { ImportResult } from '@web/features/import/hooks/useFlightImport';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fileReport, importResult, unreadableFile } from './factories';

// The page's state comes from the hook; here it is set directly instead of through the server.
const hook = vi.hoisted(() => ({
  state: {} as { preview: ImportResult | null; result: ImportResult | null },
}));
vi.mock('@web/features/import/hooks/useFlightImport', () => ({
  useFlightImport: () => ({
    files: [],
    select: () => {},
    check: () => {},
    importValid: () => {},
    progress: null,
    failure: null,
    busy: false,
    ...hook.state,
  }),
}));

const IMPORT_BUTTON = { de: 'Gültige Zeilen importieren', en: 'Import valid rows' };

beforeEach(() => {
  hook.state = { preview: null, result: null };
});

describe('the import preview', () => {
  const importedBefore = fileReport({
    rows: 3,
    added: 0,
    unchanged: 3,
    rejected: 0,
    problemCount: 0,
    problems: [],
  });

  it('says “nichts Neues” for a file that was imported before, and offers no import', async () => {
    hook.state.preview = importResult([importedBefore]);
    await renderWithProviders(<FlightImport />, { path: '/admin/import' });
    expect(
      screen.getByText('Nichts Neues: alle gültigen Zeilen sind schon gespeichert.'),
    ).toBeInTheDocument();
    expect(screen.getByText('3 Datenzeilen · nichts Neues, 3 unverändert')).toBeInTheDocument();
    expect(screen.getByText('3 gültige Zeilen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: IMPORT_BUTTON.de })).not.toBeInTheDocument();
    expect(screen.queryByText(/abgelehnt/)).not.toBeInTheDocument();
  });

  it('says “nothing new” in English', async () => {
    hook.state.preview = importResult([importedBefore]);
    await renderWithProviders(<FlightImport />, { path: '/en/admin/import' });
    expect(screen.getByText('Nothing new: all valid rows are already stored.')).toBeInTheDocument();
    expect(screen.getByText('3 data rows · nothing new, 3 unchanged')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: IMPORT_BUTTON.en })).not.toBeInTheDocument();
  });

  it('counts an unreadable file as not read, never as “0 abgelehnt”', async () => {
    const good = fileReport({
      name: 'gut.csv',
      rows: 2,
      added: 2,
      rejected: 0,
      problemCount: 0,
      problems: [],
    });
    hook.state.preview = importResult([good, unreadableFile()]);
    await renderWithProviders(<FlightImport />, { path: '/admin/import' });
    expect(screen.getByText('2 gültige Zeilen, 1 Datei nicht gelesen')).toBeInTheDocument();
    expect(screen.getByText('Keine Datenzeilen gelesen')).toBeInTheDocument();
    expect(screen.queryByText(/abgelehnt/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: IMPORT_BUTTON.de })).toBeInTheDocument();
  });

  it('counts rejected rows where there are some', async () => {
    hook.state.preview = importResult([fileReport()]);
    await renderWithProviders(<FlightImport />, { path: '/admin/import' });
    expect(screen.getByText('1 gültige Zeile, 2 abgelehnt')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: IMPORT_BUTTON.de })).toBeInTheDocument();
  });

  it('ends the import with a summary that has no “0 rejected”', async () => {
    const files = [
      fileReport({ name: 'gut.csv', rows: 2, added: 2, rejected: 0, problemCount: 0, problems: [] }),
    ];
    hook.state.preview = importResult([...files, unreadableFile()]);
    hook.state.result = importResult([...files, unreadableFile()], false);
    await renderWithProviders(<FlightImport />, { path: '/en/admin/import' });
    const summary = screen.getByRole('status');
    expect(summary).toHaveTextContent('Imported: 2 lines saved.');
    expect(screen.getByText('2 data rows · 2 saved, 0 already there')).toBeInTheDocument();
    expect(summary).toHaveTextContent('Files not read');
    expect(screen.queryByText(/rejected/i)).not.toBeInTheDocument();
  });
});
