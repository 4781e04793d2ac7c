import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FeeState } from '@shared/fees';

/** Euro cents as the reader's language writes money: "12,50 €" in German, "€12.50" in English. */
export function formatCents(i18n: I18n, cents: number): string {
  return i18n.number(cents / 100, { style: 'currency', currency: 'EUR' });
}

/** A payment's day (YYYY-MM-DD) as the reader's language writes dates. */
export function formatPaymentDay(i18n: I18n, day: string): string {
  return i18n.date(new Date(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
}

export const FEE_STATE_LABELS: Record<FeeState, ReturnType<typeof msg>> = {
  NONE: msg`Nichts zu zahlen`,
  OPEN: msg`Offen`,
  PAID: msg`Bezahlt`,
  CREDIT: msg`Guthaben`,
};

export const PAYMENT_METHOD_LABELS = {
  CASH: msg`Bar`,
  TRANSFER: msg`Überweisung`,
} as const;
