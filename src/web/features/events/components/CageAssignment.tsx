import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { mdiMagnify } from '@mdi/js';
import { CLASS_NAMES } from '@shared/classification';
import type { EventCagesQuery } from '@web/gql/graphql';
import { Icon } from '@web/lib/icons/Icon';
import { useRenderLimit, withinLimit } from '@web/lib/ssr/renderLimit';
import rowStyles from '@web/lib/table/rows.module.css';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useMemo, useState } from 'react';
import { groupCagesByClass, searchCages } from '../eventCages';

type Cage = EventCagesQuery['eventCages'][number];

/** Rows rendered on the server and at the take-over: well over a screen, on a phone or a desktop. */
const FIRST_ROWS = 100;

/**
 * The public cage list: grouped by class, searchable by cage, ring number or class. Each class is
 * named once, in its heading; the rows hold only cage and ring number.
 */
export function CageAssignment({ cages }: { cages: readonly Cage[] }) {
  const { t, i18n } = useLingui();
  const [query, setQuery] = useState('');
  const groups = useMemo(
    () => groupCagesByClass(searchCages(cages, query, (code) => i18n._(CLASS_NAMES[code]))),
    [cages, query, i18n],
  );
  const limit = useRenderLimit(FIRST_ROWS);
  if (cages.length === 0) {
    return (
      <Text c="ink.7">
        <Trans>Für dieses Event wurden noch keine Käfige zugewiesen.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="lg" data-cage-groups>
      <TextInput
        type="search"
        label={t`Suchen`}
        description={t`Käfignummer, Ringnummer oder Klasse`}
        leftSection={<Icon path={mdiMagnify} />}
        value={query}
        onChange={(change) => setQuery(change.currentTarget.value)}
        wrapperProps={{ 'data-print-hide': true }}
      />
      {groups.length === 0 && (
        <Text c="ink.7" role="status">
          <Trans>Keine Käfige gefunden.</Trans>
        </Text>
      )}
      {withinLimit(groups, (group) => group.cages, limit).map(({ group, items: shownCages }) => {
        const label = i18n._(CLASS_NAMES[group.classCode]);
        return (
          <section key={group.classCode} aria-label={label}>
            <Title order={2} size="h4" mb="xs">
              {label}
            </Title>
            <Table withTableBorder layout="fixed" className={rowStyles.striped}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w="25%">
                    <Trans>Käfig</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Ringnummer</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shownCages.map((cage) => (
                  <tr key={cage.id} className={rowStyles.row}>
                    <td>{cage.cageNumber}</td>
                    <td>
                      <RingNumber>{cage.ringNumber}</RingNumber>
                    </td>
                  </tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        );
      })}
    </Stack>
  );
}
