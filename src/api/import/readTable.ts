import { findHeader, type HeaderMatch } from './columns.ts';
import { decodeText, type TextProblem } from './decodeText.ts';
import { DELIMITERS, type Delimiter, parseDelimited, type SourceRecord } from './delimited.ts';
import { isSpreadsheet, readSpreadsheet, type SpreadsheetProblem } from './spreadsheet.ts';

export type TableFormat = 'CSV' | 'XLSX';

/** What a file holds as rows of text cells, and how it was read. */
export interface SourceTable {
  format: TableFormat;
  encoding: string | null;
  delimiter: Delimiter | null;
  records: SourceRecord[];
  header: HeaderMatch | null;
}

// Enough lines to get past a title row to the header when guessing the delimiter.
const SNIFF_RECORDS = 12;

/** Data rows a file may have: more than a whole season of a big association's flights. */
export const MAX_ROWS = 250_000;
/** What a spreadsheet may unpack to: a 20 MB sheet of flights unpacks to well under this. */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

export type TableProblem = SpreadsheetProblem | TextProblem;

/** The file as rows of cells, or why it cannot be read. */
export function readTable(bytes: Uint8Array): SourceTable | { problem: TableProblem } {
  if (isSpreadsheet(bytes)) {
    const records = readSpreadsheet(bytes, { maxUnpacked: MAX_UNPACKED_BYTES, maxRows: MAX_ROWS });
    if ('problem' in records) return records;
    return { format: 'XLSX', encoding: null, delimiter: null, records, header: findHeader(records) };
  }
  const decoded = decodeText(bytes);
  if ('problem' in decoded) return decoded;
  const delimiter = guessDelimiter(decoded.text);
  // A title row and the header come before the data.
  const records = parseDelimited(decoded.text, delimiter, MAX_ROWS + 3);
  if (records.length > MAX_ROWS + 2) return { problem: 'tooManyRows' };
  return { format: 'CSV', encoding: decoded.encoding, delimiter, records, header: findHeader(records) };
}

/** The delimiter under which a leading row names the most known columns; ties go tab, `;`, `,`. */
function guessDelimiter(text: string): Delimiter {
  let best: { delimiter: Delimiter; recognised: number; cells: number } = {
    delimiter: ';',
    recognised: 0,
    cells: 0,
  };
  for (const delimiter of DELIMITERS) {
    const records = parseDelimited(text, delimiter, SNIFF_RECORDS);
    const header = findHeader(records);
    const recognised = header?.recognised ?? 0;
    const cells = Math.max(0, ...records.map((r) => r.cells.length));
    if (recognised > best.recognised || (recognised === best.recognised && cells > best.cells))
      best = { delimiter, recognised, cells };
  }
  return best.delimiter;
}
