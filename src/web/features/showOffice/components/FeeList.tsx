import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Radio, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { feeState, isPaymentDate, type PaymentMethod } from '@shared/fees';
import { localToday } from '@shared/lenientValues';
import type { EventFeesQuery } from '@web/gql/graphql';
import { downloadText } from '@web/lib/csv/csv';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { confirmedAction } from '@web/lib/dialog/confirmedAction';
import { DateField } from '@web/lib/forms/DateField';
import { FEE_STATE_LABELS, formatCents, formatPaymentDay, PAYMENT_METHOD_LABELS } from '@web/lib/text/money';
import { personName } from '@web/lib/text/personName';
import { useState } from 'react';
import { feesCsv } from '../feesCsv';
import { CLEAR_FEE_PAYMENT, MARK_FEE_PAID } from '../graphql/ShowOffice';
import { Total } from './Total';

type FeeList = EventFeesQuery['eventFees'];
type Breeder = FeeList['breeders'][number];

// White text on each colour has at least 4.5:1 contrast (as the cage states' badges).
const STATE_COLORS = { NONE: 'ink.6', OPEN: 'terracotta.8', PAID: '#1f6b3a', CREDIT: 'blue.9' } as const;

/**
 * Admin: every breeder with pigeons at the event, what they owe and what the office recorded,
 * with totals; a payment is marked with its day and method (and undone when it was a mistake).
 */
export function FeeList({ list, eventTitle }: { list: FeeList; eventTitle: string }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<'all' | 'open'>('all');
  const [paying, setPaying] = useState<Breeder | null>(null);
  const [undoing, setUndoing] = useState<Breeder | null>(null);
  const [paidOn, setPaidOn] = useState('');
  const [method, setMethod] = useState<PaymentMethod>('TRANSFER');
  const [dayError, setDayError] = useState<string | null>(null);
  const refetch = { refetchQueries: ['EventFees'], awaitRefetchQueries: true };
  const [markPaid] = useMutation(MARK_FEE_PAID, refetch);
  const [clearPayment] = useMutation(CLEAR_FEE_PAYMENT, refetch);
  const today = localToday(new Date());
  const shown = filter === 'open' ? list.breeders.filter((b) => b.balanceCents > 0) : list.breeders;
  const money = (cents: number) => formatCents(i18n, cents);
  const payingName = paying ? personName(i18n, paying.breeder.shownName) : '';
  const payingDue = money(paying?.dueCents ?? 0);
  const undoingName = undoing ? personName(i18n, undoing.breeder.shownName) : '';
  const perPigeon = money(list.fees.pigeonFeeCents);
  const perBreeder = money(list.fees.breederFeeCents);

  const openPayment = (breeder: Breeder) => {
    setPaidOn(today);
    setMethod('TRANSFER');
    setDayError(null);
    setPaying(breeder);
  };
  const run = (action: () => Promise<unknown>, done: string) => confirmedAction(i18n, action, done);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Total label={t`Fällig`} value={money(list.dueCents)} />
        <Total label={t`Bezahlt`} value={money(list.paidCents)} />
        <Total label={t`Offen`} value={money(list.openCents)} />
        <Total label={t`Züchter mit offenem Betrag`} value={String(list.openCount)} />
      </SimpleGrid>
      <Text size="sm" c="ink.7">
        <Trans>
          Startgeld {perPigeon} je Taube, {perBreeder} je Züchter.
        </Trans>
      </Text>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <SegmentedControl
          aria-label={t`Welche Züchter`}
          value={filter}
          onChange={(value) => setFilter(value as 'all' | 'open')}
          data={[
            { value: 'all', label: t`Alle` },
            { value: 'open', label: t`Nur offene` },
          ]}
        />
        <Button
          variant="light"
          disabled={list.breeders.length === 0}
          onClick={() => downloadText(feesCsv(i18n, list.breeders), `${t`Startgeld`} – ${eventTitle}.csv`)}
        >
          <Trans>CSV herunterladen</Trans>
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text c="ink.7">
          {list.breeders.length === 0 ? (
            <Trans>Noch hat niemand Tauben angemeldet.</Trans>
          ) : (
            <Trans>Alle Züchter haben bezahlt.</Trans>
          )}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped aria-label={t`Startgeld je Züchter`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Züchter`}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t`Tauben`}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t`Fällig`}
                </Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t`Bezahlt`}
                </Table.Th>
                <Table.Th>{t`Stand`}</Table.Th>
                <Table.Th>{t`Aktion`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((b) => {
                const state = feeState(b.dueCents, b.paidCents);
                const name = personName(i18n, b.breeder.shownName);
                return (
                  <Table.Tr key={b.breeder.id}>
                    <Table.Td>
                      <Text fw={600}>{name}</Text>
                      {b.email && (
                        <Text size="xs" c="ink.7">
                          {b.email}
                        </Text>
                      )}
                    </Table.Td>
                    {/* On a phone the state says what is open; the amounts are in the CSV. */}
                    <Table.Td ta="right" visibleFrom="sm">
                      {b.pigeonCount}
                    </Table.Td>
                    <Table.Td ta="right" visibleFrom="sm">
                      {money(b.dueCents)}
                    </Table.Td>
                    <Table.Td ta="right" visibleFrom="sm">
                      {money(b.paidCents)}
                    </Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLORS[state]} variant="filled" radius="sm" tt="none">
                        {i18n._(FEE_STATE_LABELS[state])}
                        {state === 'OPEN' || state === 'CREDIT' ? ` ${money(Math.abs(b.balanceCents))}` : ''}
                      </Badge>
                      {b.paidOn && b.method && (
                        <Text size="xs" c="ink.7">
                          {formatPaymentDay(i18n, b.paidOn)} · {i18n._(PAYMENT_METHOD_LABELS[b.method])}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        {state === 'OPEN' && (
                          <Button
                            size="xs"
                            aria-label={t`${name}: als bezahlt markieren`}
                            onClick={() => openPayment(b)}
                          >
                            <Trans>Bezahlt</Trans>
                          </Button>
                        )}
                        {b.paidOn && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="ink"
                            aria-label={t`${name}: Zahlung zurücknehmen`}
                            onClick={() => setUndoing(b)}
                          >
                            <Trans>Zurücknehmen</Trans>
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ConfirmDialog
        opened={paying !== null}
        title={t`Zahlung erfassen`}
        confirmLabel={t`Als bezahlt markieren`}
        onClose={() => setPaying(null)}
        onConfirm={async () => {
          if (!paying) return null;
          if (!isPaymentDate(paidOn, today)) {
            setDayError(t`Bitte geben Sie einen Tag bis heute ein`);
            return msg`Bitte geben Sie einen Tag bis heute ein`;
          }
          const breederId = paying.breeder.id;
          return run(
            () => markPaid({ variables: { eventId: list.eventId, breederId, paidOn, method } }),
            t`Zahlung erfasst.`,
          );
        }}
      >
        <Text>
          <Trans>
            {payingName} zahlt {payingDue}.
          </Trans>
        </Text>
        <DateField
          label={t`Bezahlt am`}
          // The calendar offers no day to come (typed, one is refused with a message).
          excludeDate={(day) => day > today}
          // The day chosen in words, with its weekday.
          description={
            /^\d{4}-\d{2}-\d{2}$/.test(paidOn)
              ? i18n.date(`${paidOn}T12:00:00`, { dateStyle: 'full' })
              : undefined
          }
          required
          value={paidOn}
          error={dayError}
          onChange={(day) => {
            setPaidOn(day);
            setDayError(null);
          }}
        />
        <Radio.Group
          label={t`Zahlungsart`}
          value={method}
          onChange={(value) => setMethod(value as PaymentMethod)}
        >
          <Group mt="xs">
            <Radio value="TRANSFER" label={i18n._(PAYMENT_METHOD_LABELS.TRANSFER)} />
            <Radio value="CASH" label={i18n._(PAYMENT_METHOD_LABELS.CASH)} />
          </Group>
        </Radio.Group>
      </ConfirmDialog>
      <ConfirmDialog
        opened={undoing !== null}
        title={t`Zahlung zurücknehmen?`}
        confirmLabel={t`Zurücknehmen`}
        danger
        onClose={() => setUndoing(null)}
        onConfirm={async () => {
          if (!undoing) return null;
          const breederId = undoing.breeder.id;
          return run(
            () => clearPayment({ variables: { eventId: list.eventId, breederId } }),
            t`Zahlung zurückgenommen.`,
          );
        }}
      >
        <Text>
          <Trans>
            Die erfasste Zahlung von {undoingName} wird gelöscht; der Betrag ist dann wieder offen.
          </Trans>
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
