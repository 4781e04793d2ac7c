import * as XLSX from '@e965/xlsx';
import type { SourceRecord } from './delimited.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** .xlsx (zip) and .xls (OLE) files start with these bytes. */
export function isSpreadsheet(bytes: Uint8Array): boolean {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  return zip || ole;
}

/** The first sheet's rows as text cells, numbered as the spreadsheet shows them; null if unreadable. */
export function readSpreadsheet(bytes: Uint8Array): SourceRecord[] | null {
  let sheet: XLSX.WorkSheet | undefined;
  try {
    const book = XLSX.read(bytes, { type: 'array', cellDates: true, dense: true });
    sheet = book.Sheets[book.SheetNames[0]];
  } catch {
    return null;
  }
  if (!sheet?.['!ref']) return null;
  const firstRow = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  return rows.map((row, i) => ({ line: firstRow + i + 1, cells: row.map(cellText) }));
}

function cellText(value: unknown): string {
  if (value instanceof Date) {
    // Rounded to the nearest UTC midnight, whatever zone the reader assumed for the serial date.
    return new Date(Math.round(value.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  }
  return value === null || value === undefined ? '' : String(value);
}
