import {
  centsOfEuros,
  feeDueCents,
  feeState,
  isPaymentDate,
  MAX_FEE_CENTS,
  normalisePaymentNote,
  paymentProblem,
  registrationCostCents,
  signedCentsOfEuros,
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

describe('a payment as the office enters it', () => {
  const TODAY = '2026-11-27';
  const payment = { amountCents: 750, paidOn: TODAY, method: 'CASH', note: null };
  it.each([
    [{}, null],
    [{ amountCents: -750 }, null],
    [{ amountCents: 1_000_000 }, null],
    [{ note: 'x'.repeat(200) }, null],
    [{ amountCents: 0 }, 'AMOUNT_ZERO'],
    [{ amountCents: 1.5 }, 'AMOUNT_ZERO'],
    [{ amountCents: 1_000_001 }, 'AMOUNT_TOO_LARGE'],
    [{ amountCents: -1_000_001 }, 'AMOUNT_TOO_LARGE'],
    [{ paidOn: '2026-11-28' }, 'DAY'],
    [{ paidOn: '1999-12-31' }, 'DAY'],
    [{ method: 'CHEQUE' }, 'METHOD'],
    [{ note: 'x'.repeat(201) }, 'NOTE_TOO_LONG'],
    // Spaces collapse before the note is counted.
    [{ note: `${'x'.repeat(100)}     ${'x'.repeat(99)}` }, null],
  ])('%o: %s', (change, problem) => {
    expect(paymentProblem({ ...payment, ...change }, TODAY)?.problem ?? null).toBe(problem);
  });

  it('keeps a note as one line, and none when it is blank', () => {
    expect(normalisePaymentNote('  Rest\n bar  ')).toBe('Rest bar');
    expect(normalisePaymentNote('   ')).toBeNull();
    expect(normalisePaymentNote(undefined)).toBeNull();
  });

  it.each([
    [12.5, 1250],
    [-7.5, -750],
    [2.3, 230],
    [0.001, null],
    [Number.NaN, null],
  ])('reads %d € as %s cents', (euros, cents) => {
    expect(signedCentsOfEuros(euros)).toBe(cents);
  });
});
