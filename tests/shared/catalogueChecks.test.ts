import { catalogueFindings, readyToStart, startBlockers } from '@shared/catalogueChecks.ts';
import { describe, expect, it } from 'vitest';

const judged = (id: string) => [{ id }];

describe('catalogueFindings', () => {
  it('names each finding once, in class order', () => {
    expect(
      catalogueFindings([
        { code: 'REST', registrationCount: 2, cageCount: 0, judges: [], exhibitorIds: ['7'] },
        {
          code: 'ELITE_M',
          registrationCount: 3,
          cageCount: 3,
          judges: judged('7'),
          exhibitorIds: ['7', '8'],
        },
        // Judges but nothing registered: nothing to say.
        { code: 'KLASSE1_F', registrationCount: 0, cageCount: 0, judges: judged('9'), exhibitorIds: [] },
      ]),
    ).toEqual([
      { kind: 'JUDGE_EXHIBITS', classCode: 'ELITE_M', judgeId: '7' },
      { kind: 'UNCAGED', classCode: 'REST', count: 2 },
      { kind: 'NO_JUDGE', classCode: 'REST' },
    ]);
  });

  it('finds nothing when every pigeon is caged and every class judged by someone not showing in it', () => {
    expect(
      catalogueFindings([
        { code: 'ELITE_M', registrationCount: 3, cageCount: 3, judges: judged('1'), exhibitorIds: ['2'] },
        { code: 'REST', registrationCount: 1, cageCount: 1, judges: judged('2'), exhibitorIds: ['3'] },
      ]),
    ).toEqual([]);
  });

  it('refuses the start for missing cages and judges, and only asks about a judge who exhibits', () => {
    const ready = (classes: Parameters<typeof startBlockers>[0]) => readyToStart(startBlockers(classes));
    expect(
      ready([{ code: 'REST', registrationCount: 2, cageCount: 1, judges: judged('1'), exhibitorIds: [] }]),
    ).toBe(false);
    expect(ready([{ code: 'REST', registrationCount: 1, cageCount: 1, judges: [], exhibitorIds: [] }])).toBe(
      false,
    );
    expect(ready([])).toBe(false);
    expect(
      ready([{ code: 'REST', registrationCount: 1, cageCount: 1, judges: judged('7'), exhibitorIds: ['7'] }]),
    ).toBe(true);
  });
});
