import * as XLSX from '@e965/xlsx';
import type { SourceRecord } from './delimited.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** .xlsx (zip) and .xls (OLE) files start with these bytes. */
export function isSpreadsheet(bytes: Uint8Array): boolean {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  const ole = bytes[0] === 0xd0 && bytes[1] === 0xcf && bytes[2] === 0x11 && bytes[3] === 0xe0;
  return zip || ole;
}

/**
 * The size an .xlsx file (a zip) unpacks to, from its central directory, without unpacking it:
 * a small file can unpack to gigabytes. Null when the directory cannot be read (then it is
 * refused too).
 */
function unpackedZipSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is in the last 22 bytes, plus a comment of up to 64 KiB.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 0xffff); end--) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    const entries = view.getUint16(end + 10, true);
    let at = view.getUint32(end + 16, true);
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
      const size = view.getUint32(at + 24, true);
      // 0xffffffff means a ZIP64 size: far beyond anything a flight-result sheet needs.
      if (size === 0xffffffff) return Number.POSITIVE_INFINITY;
      total += size;
      at +=
        46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
    return total;
  }
  return null;
}

export type SpreadsheetProblem = 'unreadable' | 'tooLargeUnpacked' | 'tooManyRows';

/**
 * The first sheet's rows as text cells, numbered as the spreadsheet shows them; refused before
 * reading when it would unpack beyond `maxUnpacked` bytes, and after `maxRows` rows.
 */
export function readSpreadsheet(
  bytes: Uint8Array,
  limits: { maxUnpacked: number; maxRows: number },
): SourceRecord[] | { problem: SpreadsheetProblem } {
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (isZip) {
    const unpacked = unpackedZipSize(bytes);
    if (unpacked === null) return { problem: 'unreadable' };
    if (unpacked > limits.maxUnpacked) return { problem: 'tooLargeUnpacked' };
  }
  let sheet: XLSX.WorkSheet | undefined;
  try {
    // One row past the limit is enough to know it was passed.
    const book = XLSX.read(bytes, {
      type: 'array',
      cellDates: true,
      dense: true,
      sheetRows: limits.maxRows + 2,
    });
    sheet = book.Sheets[book.SheetNames[0]];
  } catch {
    return { problem: 'unreadable' };
  }
  if (!sheet?.['!ref']) return { problem: 'unreadable' };
  const firstRow = XLSX.utils.decode_range(sheet['!ref']).s.r;
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    defval: '',
    blankrows: true,
  });
  if (rows.length > limits.maxRows + 1) return { problem: 'tooManyRows' };
  return rows.map((row, i) => ({ line: firstRow + i + 1, cells: row.map(cellText) }));
}

function cellText(value: unknown): string {
  if (value instanceof Date) {
    // Rounded to the nearest UTC midnight, whatever zone the reader assumed for the serial date.
    return new Date(Math.round(value.getTime() / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  }
  return value === null || value === undefined ? '' : String(value);
}
