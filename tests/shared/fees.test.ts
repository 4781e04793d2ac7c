import {
  centsOfEuros,
  feeDueCents,
  feeState,
  isPaymentDate,
  MAX_FEE_CENTS,
  registrationCostCents,
} from '@shared/fees.ts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('entry fees', () => {
  it('takes euros as typed to whole cents, and refuses what is no fee', () => {
    expect([2.3, 0.1, 2.5, 0, 1000].map(centsOfEuros)).toEqual([230, 10, 250, 0, 100_000]);
    expect([-0.01, 1000.01, 2.345, Number.NaN, Number.POSITIVE_INFINITY].map(centsOfEuros)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_FEE_CENTS }), (cents) => {
        expect(centsOfEuros(cents / 100)).toBe(cents);
      }),
    );
  });

  it('bills per pigeon plus once per breeder, and nothing without a pigeon', () => {
    const fees = { pigeonFeeCents: 250, breederFeeCents: 500 };
    expect([0, 1, 3].map((n) => feeDueCents(fees, n))).toEqual([0, 750, 1250]);
    // The first pigeons carry the breeder's fee; later ones cost their own fee only.
    expect(registrationCostCents(fees, 0, 2)).toBe(1000);
    expect(registrationCostCents(fees, 2, 1)).toBe(250);
  });

  it('tells open, paid and credit apart', () => {
    expect([feeState(0, 0), feeState(750, 0), feeState(750, 750), feeState(0, 750)]).toEqual([
      'NONE',
      'OPEN',
      'PAID',
      'CREDIT',
    ]);
  });

  it('takes a payment day that exists, up to today', () => {
    expect(isPaymentDate('2026-11-27', '2026-11-27')).toBe(true);
    expect(isPaymentDate('2024-02-29', '2026-11-27')).toBe(true);
    for (const day of ['2026-11-28', '2025-02-29', '1999-12-31', '2026-1-5', ''])
      expect(isPaymentDate(day, '2026-11-27')).toBe(false);
  });
});
