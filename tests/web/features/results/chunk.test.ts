import { chunk } from '@web/features/results/chunk';
import { describe, expect, it } from 'vitest';

describe('the cage cards', () => {
  it('group four to a sheet', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7, 8, 9], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(chunk([], 4)).toEqual([]);
  });
});
