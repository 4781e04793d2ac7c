/**
 * Entry fees of an event, shared by the server (which stores and checks them) and the web (which
 * shows what a registration costs and what a breeder owes). Money is kept as integer cents of
 * euros, never as a fraction: 0.1 + 0.2 must add up at the show office's desk. See docs/domain.md
 * (Entry fees).
 */

/** How the show office recorded a payment. */
export const PAYMENT_METHODS = ['CASH', 'TRANSFER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The highest fee of either kind: 1,000 € (a typo of a few zeros is refused, not billed). */
export const MAX_FEE_CENTS = 100_000;

export interface EventFees {
  /** Per registered pigeon. */
  pigeonFeeCents: number;
  /** Once per breeder with at least one registered pigeon (the catalogue fee); may be 0. */
  breederFeeCents: number;
}

/**
 * The most one payment (or refund) may book: 10,000 €. More than any breeder owes for a show, so a
 * slip of the keyboard is refused; a larger sum is booked in parts.
 */
export const MAX_PAYMENT_CENTS = 1_000_000;

/** What the office may note on a payment, in characters. */
export const MAX_PAYMENT_NOTE_LENGTH = 200;

/** A fee is whole cents from 0 to MAX_FEE_CENTS. */
export function isValidFeeCents(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= MAX_FEE_CENTS;
}

/**
 * Euros as typed (a number with at most two decimals) to cents, or null when it is not a valid
 * fee. Rounding takes care of binary fractions (2.3 * 100 = 229.99999999999997).
 */
export function centsOfEuros(euros: number): number | null {
  if (!Number.isFinite(euros)) return null;
  const cents = Math.round(euros * 100);
  if (Math.abs(cents - euros * 100) > 1e-6) return null;
  return isValidFeeCents(cents) ? cents : null;
}

/** What a breeder owes for their registered pigeons: nothing without one, else per pigeon plus once. */
export function feeDueCents(fees: EventFees, pigeonCount: number): number {
  if (pigeonCount <= 0) return 0;
  return pigeonCount * fees.pigeonFeeCents + fees.breederFeeCents;
}

/** What registering `adding` more pigeons costs a breeder who has `registered` already. */
export function registrationCostCents(fees: EventFees, registered: number, adding: number): number {
  return feeDueCents(fees, registered + adding) - feeDueCents(fees, registered);
}

/**
 * Where a breeder stands: nothing due; open (less paid than due); paid (in full); credit (more
 * paid than due now, after a pigeon was withdrawn: the office pays it back).
 */
export type FeeState = 'NONE' | 'OPEN' | 'PAID' | 'CREDIT';

export function feeState(dueCents: number, paidCents: number): FeeState {
  if (dueCents === 0 && paidCents === 0) return 'NONE';
  if (paidCents < dueCents) return 'OPEN';
  return paidCents === dueCents ? 'PAID' : 'CREDIT';
}

/** A payment's date: a calendar day (YYYY-MM-DD) that exists, not before 2000 and not after `today`. */
export function isPaymentDate(value: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '2000-01-01' && value <= today;
}

/** What is wrong with a payment as the office enters it, each named by the field it is on. */
export type PaymentProblem =
  | 'AMOUNT_ZERO'
  | 'AMOUNT_TOO_LARGE'
  | 'REFUND_TOO_LARGE'
  | 'DAY'
  | 'METHOD'
  | 'NOTE_TOO_LONG';

export interface PaymentFieldProblem {
  field: 'amountCents' | 'paidOn' | 'method' | 'note';
  problem: PaymentProblem;
  /** The server's English text for the log and API clients; the web shows its own, translated. */
  message: string;
}

/** A payment's note as stored: one line, spaces collapsed, null when empty. */
export function normalisePaymentNote(note: string | null | undefined): string | null {
  const text = (note ?? '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/**
 * The first problem of a payment (or refund, below 0) that needs no look at the books, or null:
 * whole cents other than 0 up to ±MAX_PAYMENT_CENTS, a day from 2000 until `today`, a method, a
 * note of at most MAX_PAYMENT_NOTE_LENGTH characters. A refund beyond what was paid is checked
 * against the books (REFUND_TOO_LARGE).
 */
export function paymentProblem(
  payment: { amountCents: number; paidOn: string; method: string; note?: string | null },
  today: string,
): PaymentFieldProblem | null {
  const { amountCents } = payment;
  if (!Number.isInteger(amountCents) || amountCents === 0)
    return {
      field: 'amountCents',
      problem: 'AMOUNT_ZERO',
      message: 'The amount must be whole cents other than 0',
    };
  if (Math.abs(amountCents) > MAX_PAYMENT_CENTS)
    return {
      field: 'amountCents',
      problem: 'AMOUNT_TOO_LARGE',
      message: `At most ${MAX_PAYMENT_CENTS} cents in one booking`,
    };
  if (!isPaymentDate(payment.paidOn, today))
    return {
      field: 'paidOn',
      problem: 'DAY',
      message: 'paidOn must be a day (YYYY-MM-DD) from 2000 until today',
    };
  if (!(PAYMENT_METHODS as readonly string[]).includes(payment.method))
    return { field: 'method', problem: 'METHOD', message: 'Unknown payment method' };
  if ((normalisePaymentNote(payment.note) ?? '').length > MAX_PAYMENT_NOTE_LENGTH)
    return {
      field: 'note',
      problem: 'NOTE_TOO_LONG',
      message: `The note has at most ${MAX_PAYMENT_NOTE_LENGTH} characters`,
    };
  return null;
}

/** Euros as typed, signed (a refund is below 0), to whole cents; null when not a whole cent. */
export function signedCentsOfEuros(euros: number): number | null {
  if (!Number.isFinite(euros)) return null;
  const cents = Math.round(euros * 100);
  return Math.abs(cents - euros * 100) > 1e-6 ? null : cents;
}
