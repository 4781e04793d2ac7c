import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Table, Text } from '@mantine/core';
import { epcPayload, formatIban } from '@shared/giroCode';
import type { PaymentInstructionsFieldsFragment } from '@web/gql/graphql';
import { QrCode } from '../qr/QrCode';
import { formatCents } from '../text/money';
import classes from './PaymentInstructions.module.css';

/**
 * How a breeder pays what is open: the account, the reference to give and the GiroCode (EPC QR
 * code) a banking app reads into a filled-in transfer. The event page and the dashboard show it.
 */
export function PaymentInstructions({ payTo }: { payTo: PaymentInstructionsFieldsFragment }) {
  const { t, i18n } = useLingui();
  const amount = formatCents(i18n, payTo.amountCents);
  const payload = giroCodeOf(payTo);
  return (
    <Group align="flex-start" gap="md" wrap="wrap">
      <Stack gap="xs" style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Text>
          <Trans>Bitte überweisen Sie {amount} an:</Trans>
        </Text>
        <Table variant="vertical" layout="fixed" withRowBorders={false} verticalSpacing={2}>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w="40%">{t`Kontoinhaber`}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{payTo.accountHolder}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t`IBAN`}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{formatIban(payTo.iban)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t`Verwendungszweck`}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{payTo.reference}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Stack>
      {payload && (
        <Stack gap={4} align="center">
          <QrCode
            value={payload}
            ecc="M"
            label={t`GiroCode für die Überweisung von ${amount}`}
            className={classes.code}
          />
          <Text size="xs" c="ink.7" ta="center" maw={160}>
            <Trans>GiroCode: mit der Banking-App scannen</Trans>
          </Text>
        </Stack>
      )}
    </Group>
  );
}

/**
 * The GiroCode's text, or null when the transfer does not fit the format's 331 bytes (a long
 * account holder and a breeder's name of many letters beyond ASCII): then the page gives the
 * account and the reference to type, and no code.
 */
function giroCodeOf(payTo: PaymentInstructionsFieldsFragment): string | null {
  try {
    return epcPayload(payTo);
  } catch {
    return null;
  }
}
