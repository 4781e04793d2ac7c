import {
  CERTIFICATE_PLACES,
  certificateDate,
  certificatePlaces,
  certificatesOf,
} from '@web/features/showOffice/certificates';
import { describe, expect, it } from 'vitest';

const cage = (cageId: string, place: number | null) => ({ cageId, place });
const breeder = (id: string, rank: number | null) => ({ rank, breeder: { id } });

// Elite cocks: a clear order; Rest: two cages share place 1, so the next is on place 3; Klasse 1:
// a skipped cage (no place).
const results = {
  bestBreeders: [breeder('7', 1), breeder('8', 2), breeder('9', null)],
  classes: [
    { code: 'ELITE_M' as const, entries: [cage('1', 1), cage('2', 2), cage('3', 3)] },
    { code: 'KLASSE1_M' as const, entries: [cage('4', 1), cage('5', null)] },
    { code: 'REST' as const, entries: [cage('6', 1), cage('10', 1), cage('11', 3)] },
  ],
};

const keys = (places: number, input = results) => certificatesOf(input, places).map((c) => c.key);

describe('certificates', () => {
  it('go to the champion first, then to each class winner in class order; tied winners get one each', () => {
    expect(keys(1)).toEqual(['champion-7', 'cage-1', 'cage-4', 'cage-6', 'cage-10']);
    const first = certificatesOf(results, 1);
    expect(first[0]).toMatchObject({ kind: 'champion', champion: { breeder: { id: '7' } } });
    expect(first[1]).toMatchObject({ kind: 'class', classCode: 'ELITE_M', place: 1 });
  });

  it('go to further places when the office asks: a place shared above takes the next one', () => {
    expect(keys(2)).toEqual(['champion-7', 'cage-1', 'cage-2', 'cage-4', 'cage-6', 'cage-10']);
    expect(keys(3)).toEqual([
      'champion-7',
      'cage-1',
      'cage-2',
      'cage-3',
      'cage-4',
      'cage-6',
      'cage-10',
      'cage-11',
    ]);
  });

  it('go to every champion sharing rank 1, and never to an unplaced cage or an unranked breeder', () => {
    const shared = { ...results, bestBreeders: [breeder('7', 1), breeder('8', 1), breeder('9', null)] };
    expect(keys(1, shared).slice(0, 3)).toEqual(['champion-7', 'champion-8', 'cage-1']);
    expect(keys(10)).not.toContain('cage-5');
    const nobody = {
      bestBreeders: [breeder('9', null)],
      classes: [{ code: 'REST' as const, entries: [cage('5', null)] }],
    };
    expect(keys(10, nobody)).toEqual([]);
  });

  it('take the number of places from the address: missing or no number is 1, others kept within 1–10', () => {
    expect(certificatePlaces(null)).toBe(CERTIFICATE_PLACES.default);
    expect(certificatePlaces('')).toBe(1);
    expect(certificatePlaces('drei')).toBe(1);
    expect(certificatePlaces('2.5')).toBe(1);
    expect(certificatePlaces('-3')).toBe(1);
    expect(certificatePlaces('3')).toBe(3);
    expect(certificatePlaces(' 4 ')).toBe(4);
    expect(certificatePlaces('0')).toBe(1);
    expect(certificatePlaces('25')).toBe(10);
  });

  it('are dated the day the results became final, today while they are provisional', () => {
    const now = new Date('2026-10-20T09:00:00Z');
    expect(certificateDate('2026-10-18T16:30:00Z', now)).toEqual(new Date('2026-10-18T16:30:00Z'));
    expect(certificateDate(null, now)).toBe(now);
  });
});
