import { searchPigeons, sortPigeons } from '@web/features/pigeons/pigeonList';
import { describe, expect, it } from 'vitest';
import { pigeon } from './factories';

const rings = (list: { ringNumber: string }[]) => list.map((p) => p.ringNumber);

const elite = pigeon({ ringYear: 2019, serial: 134, code: 'ELITE_M', prizeKm: 16000, color: 'blau' });
const young = pigeon({ ringYear: 2026, serial: 7, code: 'JUNGTAUBE_F', prizeKm: 450, color: 'rotfahl' });
const rest = pigeon({ ringYear: 2021, serial: 20, code: 'REST', prizeKm: 900, color: 'gescheckt' });
const klasse1 = pigeon({
  ringYear: 2021,
  serial: 3,
  code: 'KLASSE1_F',
  prizeKm: 3200,
  color: 'blaugehämmert',
});
const other = pigeon({
  association: 'DV-01234',
  ringYear: 2019,
  serial: 1,
  code: 'KLASSE1_M',
  prizeKm: 3200,
  color: 'schwarz',
});
const all = [young, rest, elite, klasse1, other];

describe('sorting the pigeon list', () => {
  it('by ring number: association, then year, then serial as a number', () => {
    expect(rings(sortPigeons(all, 'ring'))).toEqual([
      'DV-01234-19-1',
      'DV-06976-19-134',
      'DV-06976-21-3',
      'DV-06976-21-20',
      'DV-06976-26-7',
    ]);
  });

  it('by class: highest first, within a class the most prize-km first', () => {
    expect(sortPigeons(all, 'class').map((p) => p.classification.code)).toEqual([
      'ELITE_M',
      'KLASSE1_M',
      'KLASSE1_F',
      'JUNGTAUBE_F',
      'REST',
    ]);
  });

  it('by prize-km: most first, ties by ring number', () => {
    expect(rings(sortPigeons(all, 'prizeKm'))).toEqual([
      'DV-06976-19-134',
      'DV-01234-19-1',
      'DV-06976-21-3',
      'DV-06976-21-20',
      'DV-06976-26-7',
    ]);
  });

  it('leaves the given list alone', () => {
    const before = rings(all);
    sortPigeons(all, 'class');
    expect(rings(all)).toEqual(before);
  });
});

describe('searching the pigeon list', () => {
  it('finds by colour, case-insensitively', () => {
    expect(rings(searchPigeons(all, 'BLAU'))).toEqual(['DV-06976-19-134', 'DV-06976-21-3']);
  });

  it('finds a ring number typed in another form', () => {
    expect(rings(searchPigeons(all, 'DV 6976 19 0134'))).toEqual(['DV-06976-19-134']);
    expect(rings(searchPigeons(all, '6976.21.3W'))).toEqual(['DV-06976-21-3']);
  });

  it('finds by a part of the ring number, separators or not', () => {
    expect(rings(searchPigeons(all, '01234'))).toEqual(['DV-01234-19-1']);
    expect(rings(searchPigeons(all, '21-20'))).toEqual(['DV-06976-21-20']);
  });

  it('shows everything for an empty search and nothing for a miss', () => {
    expect(searchPigeons(all, '  ')).toHaveLength(all.length);
    expect(searchPigeons(all, 'schimmel')).toEqual([]);
  });
});
