/**
 * The A4 label sheets the cage labels print on, as one table of sizes (mm). The sheets are the
 * common self-adhesive ones (the numbers are Avery Zweckform's; other makers sell the same sizes):
 * labels edge to edge across the width, the sheet's spare height split above and below.
 */
export interface LabelFormat {
  key: string;
  /** e.g. Avery Zweckform's number. */
  product: string;
  columns: number;
  rows: number;
  widthMm: number;
  heightMm: number;
}

export const A4 = { widthMm: 210, heightMm: 297 } as const;

export const LABEL_FORMATS: readonly LabelFormat[] = [
  { key: '3x8', product: '3474', columns: 3, rows: 8, widthMm: 70, heightMm: 37 },
  { key: '3x7', product: '3652', columns: 3, rows: 7, widthMm: 70, heightMm: 42.3 },
  { key: '2x6', product: '3424', columns: 2, rows: 6, widthMm: 105, heightMm: 48 },
];

export const labelsPerSheet = (format: LabelFormat) => format.columns * format.rows;

/** The margins that centre the grid of labels on the sheet (mm). */
export function sheetMargins(format: LabelFormat): { topMm: number; leftMm: number } {
  return {
    topMm: Math.max(0, (A4.heightMm - format.rows * format.heightMm) / 2),
    leftMm: Math.max(0, (A4.widthMm - format.columns * format.widthMm) / 2),
  };
}

/** The items in sheets of the format's size. */
export function sheetsOf<T>(items: readonly T[], format: LabelFormat): T[][] {
  const size = labelsPerSheet(format);
  const sheets: T[][] = [];
  for (let start = 0; start < items.length; start += size) sheets.push(items.slice(start, start + size));
  return sheets;
}
