import {
  A4,
  LABEL_FORMATS,
  labelsPerSheet,
  sheetMargins,
  sheetsOf,
} from '@web/features/showOffice/labelFormats';
import { describe, expect, it } from 'vitest';

describe('label sheets', () => {
  it('fit every format on an A4 sheet, centred', () => {
    for (const format of LABEL_FORMATS) {
      const { topMm, leftMm } = sheetMargins(format);
      expect(format.columns * format.widthMm + 2 * leftMm).toBeCloseTo(A4.widthMm);
      expect(format.rows * format.heightMm + 2 * topMm).toBeCloseTo(A4.heightMm);
      expect(topMm).toBeGreaterThanOrEqual(0);
    }
    expect(LABEL_FORMATS.map(labelsPerSheet)).toEqual([24, 21, 12]);
  });

  it('fill sheets in order, the last one partly', () => {
    const twoBySix = LABEL_FORMATS.find((f) => f.key === '2x6')!;
    const sheets = sheetsOf(
      Array.from({ length: 25 }, (_, i) => i + 1),
      twoBySix,
    );
    expect(sheets.map((sheet) => [sheet[0], sheet.length])).toEqual([
      [1, 12],
      [13, 12],
      [25, 1],
    ]);
    expect(sheetsOf([], twoBySix)).toEqual([]);
  });
});
