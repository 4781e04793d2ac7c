import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { CLASS_LABELS, SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { RingNumber } from '@web/lib/text/RingNumber';
import type { JudgeCageItem } from '../hooks/useJudgeCages';
import classes from './CageFacts.module.css';
import { CageStateBadge } from './CageStateBadge';

function Fact({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{children}</Text>
    </div>
  );
}

/** The top of a point card: which pigeon is in the cage. */
export function CageFacts({ cage }: { cage: JudgeCageItem }) {
  const { t, i18n } = useLingui();
  const km = i18n.number(cage.flightSummary.prizeKm, { maximumFractionDigits: 0 });
  const prizes = i18n.number(cage.flightSummary.prizes);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm" mb="sm">
        <Title order={1} size="h2">
          <Trans>Käfig {cage.cageNumber}</Trans>
        </Title>
        <CageStateBadge state={cage.state} />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t`Ringnummer`} className={classes.ring}>
          <RingNumber>{cage.ringNumber}</RingNumber>
        </Fact>
        <Fact label={t`Klasse`}>{i18n._(CLASS_LABELS[cage.classCode])}</Fact>
        <Fact label={t`Geschlecht`}>{i18n._(SEX_LABELS[cage.sex])}</Fact>
        <Fact label={t`Farbe`}>{cage.color}</Fact>
        <Fact label={t`Preis-km`}>{km}</Fact>
        <Fact label={t`Preise`}>{prizes}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
