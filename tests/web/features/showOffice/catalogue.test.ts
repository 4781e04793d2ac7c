import { breederIndex, entriesByClass } from '@web/features/showOffice/catalogue';
import { describe, expect, it } from 'vitest';

const entry = (
  cageNumber: number | null,
  classCode: 'KLASSE1_M' | 'REST',
  id: string,
  shownName: string,
) => ({
  cageId: cageNumber === null ? null : String(cageNumber),
  cageNumber,
  ringNumber: `DV-06976-20-${cageNumber ?? 99}`,
  classCode,
  sex: 'M' as const,
  color: 'blau',
  breeder: { id, shownName },
});

describe('the catalogue', () => {
  const entries = [
    entry(1, 'KLASSE1_M', '2', 'Zora Zimmer'),
    entry(2, 'KLASSE1_M', '1', 'Änne Adler'),
    entry(3, 'REST', '2', 'Zora Zimmer'),
    entry(null, 'REST', '3', 'Bodo Berg'),
  ];

  it('groups the entries by class in the order given', () => {
    expect(entriesByClass(entries).map((g) => [g.classCode, g.entries.map((e) => e.cageNumber)])).toEqual([
      ['KLASSE1_M', [1, 2]],
      ['REST', [3, null]],
    ]);
  });

  it('indexes the breeders by name, as the language sorts, with their cage numbers', () => {
    expect(breederIndex(entries, 'de').map((b) => [b.name, b.cages])).toEqual([
      ['Änne Adler', [2]],
      ['Bodo Berg', []],
      ['Zora Zimmer', [1, 3]],
    ]);
  });
});
