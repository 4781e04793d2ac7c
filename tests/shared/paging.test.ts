import { MAX_PAGE_LIMIT, pageCount, pageOf, pageOfGroups, pageProblem } from '@shared/paging';
import { normaliseSearch, searchBreeders, searchCages } from '@shared/resultSearch';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('pages of a long list', () => {
  it('cut groups across their borders, every item once and in order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(7), { maxLength: 8 }), fc.integer({ min: 1, max: 10 }), (sizes, size) => {
        let next = 0;
        const groups = sizes.map((n, g) => ({ g, items: Array.from({ length: n }, () => next++) }));
        const pages = Array.from({ length: pageCount(next, size) }, (_, p) =>
          pageOfGroups(groups, (group) => group.items, p * size, size),
        );
        // Every page holds at most `size` items, no group is shown empty, and read in order the
        // pages give every item exactly once.
        for (const page of pages) {
          expect(page.reduce((sum, part) => sum + part.items.length, 0)).toBeLessThanOrEqual(size);
          for (const part of page) expect(part.items.length).toBeGreaterThan(0);
        }
        expect(pages.flatMap((page) => page.flatMap((part) => part.items))).toEqual(
          Array.from({ length: next }, (_, i) => i),
        );
      }),
    );
  });

  it('without a limit hold every item from the offset', () => {
    const groups = [{ items: [1, 2] }, { items: [3] }];
    expect(pageOfGroups(groups, (group) => group.items).flatMap((part) => part.items)).toEqual([1, 2, 3]);
    expect(pageOf([1, 2, 3, 4], 1)).toEqual([2, 3, 4]);
    expect(pageOf([1, 2, 3, 4], 1, 2)).toEqual([2, 3]);
    expect(pageCount(0, 100)).toBe(1);
    expect(pageCount(201, 100)).toBe(3);
  });

  it('refuse a negative or broken offset, a limit out of range and a long search, naming the field', () => {
    expect(pageProblem(0, 100, 'Vogel')).toBeNull();
    expect(pageProblem(undefined, null, null)).toBeNull();
    expect(pageProblem(-1, 10)?.field).toBe('offset');
    expect(pageProblem(1.5, 10)?.field).toBe('offset');
    expect(pageProblem(0, 0)?.field).toBe('limit');
    expect(pageProblem(0, MAX_PAGE_LIMIT + 1)?.field).toBe('limit');
    expect(pageProblem(0, 10, 'x'.repeat(101))?.field).toBe('search');
  });
});

describe('searching the results', () => {
  const cage = (cageNumber: number, ringNumber: string, shownName: string) => ({
    cageNumber,
    ringNumber,
    breeder: { shownName },
  });
  const cages = [
    cage(1, 'DV-06976-21-134', 'Karl Zimmermann'),
    cage(2, 'DV-01234-22-56', 'Heinz Brinkmann'),
    cage(3, 'DV-06976-21-17', 'Karl Zimmermann'),
    cage(13, 'DV-06976-21-134', 'Jörg Müller'),
  ];

  it('finds breeders by name regardless of case and accents', () => {
    const breeders = [{ breeder: { shownName: 'Jörg Müller' } }, { breeder: { shownName: 'Greta Vogel' } }];
    expect(searchBreeders(breeders, '')).toHaveLength(2);
    expect(searchBreeders(breeders, 'MULLER')).toEqual([breeders[0]]);
    expect(searchBreeders(breeders, 'vögel')).toEqual([breeders[1]]);
    expect(searchBreeders(breeders, 'xyz')).toEqual([]);
    expect(normaliseSearch(' DV 06976.21 ')).toBe('dv0697621');
  });

  it('finds cages by exact number or ring serial, ring number written any way, or breeder', () => {
    const numbers = (query: string) => searchCages(cages, query).map((c) => c.cageNumber);
    expect(numbers('1')).toEqual([1]);
    expect(numbers('17')).toEqual([3]);
    expect(numbers('134')).toEqual([1, 13]);
    expect(numbers('dv 01234')).toEqual([2]);
    expect(numbers('brinkmann')).toEqual([2]);
    expect(numbers('')).toEqual([1, 2, 3, 13]);
  });
});
