import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { feeState } from '@shared/fees';
import type { EventDetailFieldsFragment } from '@web/gql/graphql';
import { PaymentInstructions } from '@web/lib/payments/PaymentInstructions';
import { formatCents, formatPaymentDay } from '@web/lib/text/money';

type Fee = NonNullable<EventDetailFieldsFragment['myFee']>;

/**
 * What the breeder owes for the event and what the show office booked as paid; while something is
 * open, how to pay it (when the association's account is configured).
 */
export function MyFee({ fee }: { fee: Fee }) {
  const { i18n } = useLingui();
  const due = formatCents(i18n, fee.dueCents);
  const paid = formatCents(i18n, fee.paidCents);
  const open = formatCents(i18n, Math.abs(fee.balanceCents));
  const day = fee.paidOn ? formatPaymentDay(i18n, fee.paidOn) : '';
  switch (feeState(fee.dueCents, fee.paidCents)) {
    case 'NONE':
      return null;
    case 'PAID':
      return (
        <Text>
          <Trans>
            Ihr Startgeld: {due}, bezahlt am {day}.
          </Trans>
        </Text>
      );
    case 'CREDIT':
      return (
        <Text>
          <Trans>
            Ihr Startgeld: {due}, bezahlt {paid}. Ihr Guthaben von {open} erstattet die Ausstellungsleitung.
          </Trans>
        </Text>
      );
    case 'OPEN':
      return (
        <Stack gap="sm">
          <Text fw={600}>
            <Trans>
              Ihr Startgeld: {due}, bezahlt {paid}, offen {open}.
            </Trans>
          </Text>
          {fee.payTo && <PaymentInstructions payTo={fee.payTo} />}
        </Stack>
      );
  }
}
