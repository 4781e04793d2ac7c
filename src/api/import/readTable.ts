import { findHeader, type HeaderMatch } from './columns.ts';
import { decodeText } from './decodeText.ts';
import { DELIMITERS, type Delimiter, parseDelimited, type SourceRecord } from './delimited.ts';
import { isSpreadsheet, readSpreadsheet } from './spreadsheet.ts';

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

/** Null when the bytes are neither a spreadsheet nor text. */
export function readTable(bytes: Uint8Array): SourceTable | null {
  if (isSpreadsheet(bytes)) {
    const records = readSpreadsheet(bytes);
    if (!records) return null;
    return { format: 'XLSX', encoding: null, delimiter: null, records, header: findHeader(records) };
  }
  const decoded = decodeText(bytes);
  if (!decoded) return null;
  const delimiter = guessDelimiter(decoded.text);
  const records = parseDelimited(decoded.text, delimiter);
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
