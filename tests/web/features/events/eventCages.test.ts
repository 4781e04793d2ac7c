import { groupCagesByClass, searchCages } from '@web/features/events/eventCages';
import { describe, expect, it } from 'vitest';

const cages = [
  { id: 'a', cageNumber: 3, ringNumber: 'DV-06976-24-3', classCode: 'REST' as const },
  { id: 'b', cageNumber: 2, ringNumber: 'DV-06976-24-2', classCode: 'ELITE_F' as const },
  { id: 'c', cageNumber: 1, ringNumber: 'DV-05555-23-1', classCode: 'ELITE_M' as const },
  { id: 'd', cageNumber: 12, ringNumber: 'DV-05555-23-9', classCode: 'ELITE_M' as const },
];

describe('cage assignment', () => {
  it('groups cages by class in class order, each by cage number', () => {
    const groups = groupCagesByClass(cages);
    expect(groups.map((group) => group.classCode)).toEqual(['ELITE_M', 'ELITE_F', 'REST']);
    expect(groups[0]?.cages.map((cage) => cage.cageNumber)).toEqual([1, 12]);
  });

  it('finds cages by number, ring number written any way, and class label', () => {
    expect(searchCages(cages, '').length).toBe(4);
    expect(searchCages(cages, '12').map((cage) => cage.id)).toEqual(['d']);
    expect(searchCages(cages, 'dv 06976.24').map((cage) => cage.id)).toEqual(['a', 'b']);
    const label = (code: string) => (code === 'REST' ? 'Ohne Klasse' : 'Elite');
    expect(searchCages(cages, 'ohne', label).map((cage) => cage.id)).toEqual(['a']);
    expect(searchCages(cages, 'xyz', label)).toEqual([]);
  });
});
