import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { EventFeesQuery } from '@web/gql/graphql';
import { toCsv } from '@web/lib/csv/csv';
import { PAYMENT_METHOD_LABELS } from '@web/lib/text/money';
import { personName } from '@web/lib/text/personName';

type Breeder = EventFeesQuery['eventFees']['breeders'][number];

/**
 * The fee list as shown, one row per breeder: amounts in euros as the language writes them. A
 * credit has a column of its own, so no amount column is negative (a leading minus would make a
 * spreadsheet guard the cell as a formula). "Bezahlt am" and "Zahlungsart" are the latest
 * booking's; "Buchungen" lists every booking (day first, so a refund's minus leads no cell).
 */
export function feesCsv(i18n: I18n, breeders: readonly Breeder[]): string {
  const euros = (cents: number) => i18n.number(cents / 100, { minimumFractionDigits: 2 });
  const header = [
    i18n._(msg`Züchter`),
    i18n._(msg`E-Mail`),
    i18n._(msg`Tauben`),
    i18n._(msg`Fällig (€)`),
    i18n._(msg`Bezahlt (€)`),
    i18n._(msg`Offen (€)`),
    i18n._(msg`Guthaben (€)`),
    i18n._(msg`Bezahlt am`),
    i18n._(msg`Zahlungsart`),
    i18n._(msg`Buchungen`),
  ];
  const rows = breeders.map((b) => [
    personName(i18n, b.breeder.shownName),
    b.email ?? '',
    b.pigeonCount,
    euros(b.dueCents),
    euros(b.paidCents),
    euros(Math.max(b.balanceCents, 0)),
    euros(Math.max(-b.balanceCents, 0)),
    b.paidOn ?? '',
    b.method ? i18n._(PAYMENT_METHOD_LABELS[b.method]) : '',
    b.payments
      .map((p) =>
        [p.paidOn, euros(p.amountCents), i18n._(PAYMENT_METHOD_LABELS[p.method]), p.note]
          .filter(Boolean)
          .join(' '),
      )
      .join(' | '),
  ]);
  return toCsv([header, ...rows]);
}
