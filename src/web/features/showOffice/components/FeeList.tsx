import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, SegmentedControl, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { feeState } from '@shared/fees';
import type { EventFeesQuery } from '@web/gql/graphql';
import { downloadText } from '@web/lib/csv/csv';
import { FEE_STATE_LABELS, formatCents, formatPaymentDay, PAYMENT_METHOD_LABELS } from '@web/lib/text/money';
import { personName } from '@web/lib/text/personName';
import { useState } from 'react';
import { feesCsv } from '../feesCsv';
import { PaymentDialog, type PaymentTarget } from './PaymentDialog';
import { Total } from './Total';

type FeeList = EventFeesQuery['eventFees'];

// White text on each colour has at least 4.5:1 contrast (as the cage states' badges).
const STATE_COLORS = { NONE: 'ink.6', OPEN: 'terracotta.8', PAID: '#1f6b3a', CREDIT: 'blue.9' } as const;

/**
 * Admin: every breeder with pigeons at the event, what they owe and what the office booked, with
 * totals; each row's button books a payment (prefilled with what is open) or a refund, and lists
 * the bookings. A booking made by mistake is undone by its opposite, so the ledger stays whole.
 */
export function FeeList({ list, eventTitle }: { list: FeeList; eventTitle: string }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<'all' | 'open'>('all');
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const shown = filter === 'open' ? list.breeders.filter((b) => b.balanceCents > 0) : list.breeders;
  const money = (cents: number) => formatCents(i18n, cents);
  const perPigeon = money(list.fees.pigeonFeeCents);
  const perBreeder = money(list.fees.breederFeeCents);

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
                const open = money(b.balanceCents);
                // The button says what a click books first: what is open (the dialog starts with it).
                const action = state === 'OPEN' ? t`Zahlung erfassen: ${open}` : t`Zahlung erfassen`;
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
                      {b.payments.length > 0 && (
                        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                          {b.payments.map((p) => (
                            <Text key={p.id} size="xs" c="ink.7" component="li">
                              {formatPaymentDay(i18n, p.paidOn)} · {money(p.amountCents)} ·{' '}
                              {i18n._(PAYMENT_METHOD_LABELS[p.method])}
                              {p.note ? ` · ${p.note}` : ''}
                            </Text>
                          ))}
                        </Stack>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant={state === 'OPEN' ? 'filled' : 'light'}
                        aria-label={t`${action} (${name})`}
                        onClick={() =>
                          setPaying({
                            breederId: b.breeder.id,
                            name,
                            balanceCents: b.balanceCents,
                            paidCents: b.paidCents,
                          })
                        }
                      >
                        {action}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {paying && <PaymentDialog eventId={list.eventId} target={paying} onClose={() => setPaying(null)} />}
    </Stack>
  );
}
