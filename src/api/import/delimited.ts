/** One record of a file: the line it starts on (1-based, as an editor shows it) and its cells. */
export interface SourceRecord {
  line: number;
  cells: string[];
}

export const DELIMITERS = ['\t', ';', ','] as const;
export type Delimiter = (typeof DELIMITERS)[number];

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Splits CSV/TSV text (RFC 4180 quoting: `"a ""b"" c"`, delimiters and line breaks inside quotes)
 * into records. Lenient: text after a closing quote is kept, an unclosed quote runs to the end.
 */
export function parseDelimited(text: string, delimiter: Delimiter, maxRecords = Infinity): SourceRecord[] {
  const records: SourceRecord[] = [];
  const delim = delimiter.charCodeAt(0);
  const n = text.length;
  const plainEnd = (from: number) => {
    let end = from;
    for (let c = text.charCodeAt(end); end < n && c !== delim && c !== LF && c !== CR; )
      c = text.charCodeAt(++end);
    return end;
  };
  let i = 0;
  let line = 1;
  while (i < n && records.length < maxRecords) {
    const record: SourceRecord = { line, cells: [] };
    for (;;) {
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        let quoted = '';
        let start = ++i;
        for (;;) {
          const q = text.indexOf('"', i);
          if (q === -1) {
            quoted += text.slice(start);
            i = n;
            break;
          }
          if (text.charCodeAt(q + 1) === QUOTE) {
            quoted += text.slice(start, q + 1);
            i = start = q + 2;
            continue;
          }
          quoted += text.slice(start, q);
          i = q + 1;
          break;
        }
        line += countLineBreaks(quoted);
        const end = plainEnd(i);
        value = quoted + text.slice(i, end);
        i = end;
      } else {
        const end = plainEnd(i);
        value = text.slice(i, end);
        i = end;
      }
      record.cells.push(value);
      if (i < n && text.charCodeAt(i) === delim) {
        i++;
        continue;
      }
      if (text.charCodeAt(i) === CR) i++;
      if (text.charCodeAt(i) === LF) i++;
      line++;
      break;
    }
    records.push(record);
  }
  return records;
}

function countLineBreaks(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count++;
  return count;
}
