import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { PaymentInstructions } from '@web/lib/payments/PaymentInstructions';
import { formatCents } from '@web/lib/text/money';
import { Link } from 'react-router';
import { MY_FEES } from '../graphql/ShowOffice';

/**
 * Breeder: what they still owe (or are owed) for their shows' entry fees, each event one tap from
 * its page, and how to pay what is open. Nothing when every fee is settled.
 */
export function MyFees() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data } = useQuery(MY_FEES, { fetchPolicy: 'cache-and-network' });
  const unsettled = data?.myFees.filter((fee) => fee.balanceCents !== 0) ?? [];
  if (unsettled.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="my-fees">
      <Title order={2} size="h3" id="my-fees" mb="sm">
        <Trans>Mein Startgeld</Trans>
      </Title>
      <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {unsettled.map((fee) => {
          const amount = formatCents(i18n, Math.abs(fee.balanceCents));
          return (
            <li key={fee.eventId}>
              <Anchor component={Link} to={paths.eventDetail.href(locale, { id: fee.eventId })} fw={600}>
                {fee.eventTitle}
              </Anchor>
              <Text size="sm">
                {fee.balanceCents > 0 ? <Trans>Offen: {amount}</Trans> : <Trans>Guthaben: {amount}</Trans>}
              </Text>
              {fee.payTo && <PaymentInstructions payTo={fee.payTo} />}
            </li>
          );
        })}
      </Stack>
    </Card>
  );
}
