/**
 * A text whose first character makes a spreadsheet read the cell as a formula (OWASP's list, CSV
 * injection): a breeder's name, a pigeon's colour or a judge's remark could run one when the show
 * office opens the file.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The one writer of every CSV the product makes, as German spreadsheet programs open it directly:
 * UTF-8 with a byte-order mark, `;` between fields, every field quoted when it holds a separator, a
 * quote or a line break. A text that would start a formula gets a `'` in front (the spreadsheet
 * shows it as text). Numbers stay numbers: the files hold no negative ones, so none is touched.
 */
export function toCsv(rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  const field = (value: string | number | null | undefined) => {
    if (typeof value === 'number') return String(value);
    const raw = value ?? '';
    const text = FORMULA_START.test(raw) ? `'${raw}` : raw;
    return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(field).join(';')).join('\r\n')}\r\n`;
}

/** Offers the text as a file download named `filename`. */
export function downloadText(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
