import { toCsv } from '@web/lib/csv/csv';
import { describe, expect, it } from 'vitest';

const cells = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split(';');

describe('the CSV writer', () => {
  it.each([
    ['=HYPERLINK("http://x","x")', `"'=HYPERLINK(""http://x"",""x"")"`],
    ["+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"],
    ['-2+3', "'-2+3"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\tTab', "'\tTab"],
    ['\rReturn', `"'\rReturn"`],
  ])('never lets a cell start a formula: %j', (value, written) => {
    expect(cells(toCsv([[value]]))).toEqual([written]);
  });

  it('leaves other texts and numbers as they are, quoting separators and quotes', () => {
    expect(toCsv([['Blaugehämmert', 'a;b', 'say "hi"', 94.5, 0, '8,25', null]])).toBe(
      '\uFEFFBlaugehämmert;"a;b";"say ""hi""";94.5;0;8,25;\r\n',
    );
  });

  it('starts with a byte-order mark and ends every row with CRLF', () => {
    expect(toCsv([['a'], ['b']])).toBe('\uFEFFa\r\nb\r\n');
  });
});
