import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { mdiMagnify } from '@mdi/js';
import { CLASS_NAMES } from '@shared/classification';
import type { EventCatalogueQuery } from '@web/gql/graphql';
import { Icon } from '@web/lib/icons/Icon';
import { SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { personName } from '@web/lib/text/personName';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useState } from 'react';
import { registrationsByBreeder } from '../catalogue';
import classes from './RegistrationsByBreeder.module.css';

type Entry = EventCatalogueQuery['eventCatalogue'][number];

/**
 * Admin: who entered which pigeons, breeder by breeder (the event page counts them per class
 * only): ring, class, sex, colour and cage, searchable by name or ring number.
 */
export function RegistrationsByBreeder({ entries }: { entries: readonly Entry[] }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const breeders = registrationsByBreeder(entries, i18n.locale, query);
  const breederCount = new Set(entries.map((entry) => entry.breeder.id)).size;
  if (entries.length === 0)
    return (
      <Text c="ink.7">
        <Trans>Für dieses Event gibt es noch keine Anmeldungen.</Trans>
      </Text>
    );
  return (
    <Stack gap="md">
      <Text>
        <Plural value={entries.length} one="# Taube" other="# Tauben" />
        {' · '}
        <Plural value={breederCount} one="# Züchter" other="# Züchter" />
      </Text>
      <TextInput
        type="search"
        label={t`Suchen`}
        description={t`Name oder Ringnummer`}
        leftSection={<Icon path={mdiMagnify} />}
        value={query}
        onChange={(change) => setQuery(change.currentTarget.value)}
      />
      {breeders.length === 0 && (
        <Text c="ink.7" role="status">
          <Trans>Niemand gefunden.</Trans>
        </Text>
      )}
      {breeders.map((breeder) => (
        <Paper
          key={breeder.id}
          component="section"
          aria-labelledby={`breeder-${breeder.id}`}
          withBorder
          p={{ base: 'sm', sm: 'md' }}
          radius="md"
        >
          <Title order={2} size="h4" id={`breeder-${breeder.id}`} mb="xs">
            {personName(i18n, breeder.name)}{' '}
            <Text span c="ink.7" fw={400}>
              (<Plural value={breeder.entries.length} one="# Taube" other="# Tauben" />)
            </Text>
          </Title>
          {/* Sized by its content: on a phone the ring number keeps its line and the class wraps. */}
          <Table withTableBorder fz="sm" classNames={{ th: classes.cell, td: classes.cell }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Ringnummer</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Klasse</Trans>
                </Table.Th>
                <Table.Th ta="end">
                  <Trans>Käfig</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {breeder.entries.map((entry) => (
                <Table.Tr key={entry.ringNumber}>
                  <Table.Td>
                    <RingNumber>{entry.ringNumber}</RingNumber>
                  </Table.Td>
                  <Table.Td className={classes.class}>
                    {i18n._(CLASS_NAMES[entry.classCode])}
                    <Text size="xs" c="ink.7">
                      {i18n._(SEX_LABELS[entry.sex])} · {entry.color}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="end">{entry.cageNumber ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ))}
    </Stack>
  );
}
