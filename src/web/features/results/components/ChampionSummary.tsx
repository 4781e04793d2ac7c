import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { mdiGenderFemale, mdiGenderMale, mdiTrophy } from '@mdi/js';
import { CLASS_NAMES } from '@shared/classification';
import type { ResultSummaryQuery } from '@web/gql/graphql';
import { Icon } from '@web/lib/icons/Icon';
import { personName } from '@web/lib/text/personName';
import { type ReactNode, useId } from 'react';
import { formatScore } from '../resultTexts';

type Summary = ResultSummaryQuery['eventResults'];
type Pigeon = Summary['bestCocks'][number];

function Honour({ icon, title, children }: { icon: string; title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Card component="section" withBorder radius="md" padding="lg" bg="white" aria-labelledby={id}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <Icon path={icon} size="1.5em" style={{ color: 'var(--mantine-color-terracotta-7)' }} />
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Card>
  );
}

function BestPigeons({ pigeons, none }: { pigeons: readonly Pigeon[]; none: ReactNode }) {
  const { i18n } = useLingui();
  if (pigeons.length === 0) return <Text c="dimmed">{none}</Text>;
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {pigeons.map((pigeon) => {
        const total = formatScore(i18n, pigeon.total);
        return (
          <li key={pigeon.cageId}>
            <Text fw={700} size="lg">
              {personName(i18n, pigeon.breeder.shownName)}
            </Text>
            <Text size="sm">
              <Trans>Käfig {pigeon.cageNumber}</Trans> ·{' '}
              <span style={{ whiteSpace: 'nowrap' }}>{pigeon.ringNumber}</span> ·{' '}
              {i18n._(CLASS_NAMES[pigeon.classCode])}
            </Text>
            <Text size="sm" fw={600}>
              <Trans>Gesamt {total}</Trans>
            </Text>
          </li>
        );
      })}
      {pigeons.length > 1 && (
        <Text size="sm" c="dimmed" component="li">
          <Trans>Gleichauf mit derselben Gesamtnote.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The show's honours: the champion(s), the best cock(s) and the best hen(s); ties together. */
export function ChampionSummary({ summary }: { summary: Summary }) {
  const { i18n } = useLingui();
  const { champions } = summary;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Honour icon={mdiTrophy} title={<Trans>Schausieger</Trans>}>
        {champions.length === 0 ? (
          <Text c="dimmed">
            <Trans>Kein Züchter hat drei bewertete Tauben, daher gibt es keinen Schausieger.</Trans>
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {champions.map((champion) => (
              <Text key={champion.id} component="li" fw={700} size="lg">
                {personName(i18n, champion.shownName)}
              </Text>
            ))}
            {champions.length > 1 && (
              <Text size="sm" c="dimmed" component="li">
                <Trans>Sie teilen sich Rang 1.</Trans>
              </Text>
            )}
          </Stack>
        )}
      </Honour>
      <Honour icon={mdiGenderMale} title={<Trans>Bester Täuber</Trans>}>
        <BestPigeons pigeons={summary.bestCocks} none={<Trans>Kein Täuber wurde bewertet.</Trans>} />
      </Honour>
      <Honour icon={mdiGenderFemale} title={<Trans>Beste Täubin</Trans>}>
        <BestPigeons pigeons={summary.bestHens} none={<Trans>Keine Täubin wurde bewertet.</Trans>} />
      </Honour>
    </SimpleGrid>
  );
}
