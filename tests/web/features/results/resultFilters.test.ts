import {
  ALL_CLASSES,
  chunk,
  filterClasses,
  normaliseSearch,
  searchBreeders,
  searchCages,
} from '@web/features/results/resultFilters';
import { describe, expect, it } from 'vitest';
import { classes, entry, hen, skipped } from './factories';

describe('result filters', () => {
  it('show every class or the chosen one', () => {
    expect(filterClasses(classes, ALL_CLASSES).map((c) => c.code)).toEqual([
      'ELITE_M',
      'ELITE_F',
      'KLASSE1_M',
    ]);
    expect(filterClasses(classes, 'ELITE_F').map((c) => c.code)).toEqual(['ELITE_F']);
  });

  it('find breeders by name regardless of case and accents', () => {
    const breeders = [{ breeder: { shownName: 'Jörg Müller' } }, { breeder: { shownName: 'Greta Vogel' } }];
    expect(searchBreeders(breeders, '')).toHaveLength(2);
    expect(searchBreeders(breeders, 'MULLER')).toEqual([breeders[0]]);
    expect(searchBreeders(breeders, 'vögel')).toEqual([breeders[1]]);
    expect(searchBreeders(breeders, 'xyz')).toEqual([]);
    expect(normaliseSearch(' DV 06976.21 ')).toBe('dv0697621');
  });

  it('find cages by exact number or ring serial, ring number written any way, or breeder', () => {
    const cages = [entry(), hen, skipped, entry({ cageId: '13', cageNumber: 13 })];
    expect(searchCages(cages, '1').map((c) => c.cageNumber)).toEqual([1]);
    expect(searchCages(cages, '17').map((c) => c.cageNumber)).toEqual([3]);
    expect(searchCages(cages, '134').map((c) => c.cageNumber)).toEqual([1, 13]);
    expect(searchCages(cages, 'dv 01234').map((c) => c.cageNumber)).toEqual([2]);
    expect(searchCages(cages, 'brinkmann').map((c) => c.cageNumber)).toEqual([2]);
  });

  it('group cards four to a sheet', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(chunk([], 4)).toEqual([]);
  });
});
