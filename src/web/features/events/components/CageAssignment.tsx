import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { mdiMagnify } from '@mdi/js';
import { CLASS_NAMES } from '@shared/classification';
import { PAGE_SIZES, pageOfGroups } from '@shared/paging';
import type { EventCagesQuery } from '@web/gql/graphql';
import { Icon } from '@web/lib/icons/Icon';
import { ListFilterForm, useAddressField } from '@web/lib/paging/ListFilterForm';
import { LIST_PARAMS, type ListState, pageWindow } from '@web/lib/paging/listParams';
import { Pager } from '@web/lib/paging/Pager';
import rowStyles from '@web/lib/table/rows.module.css';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useMemo } from 'react';
import { groupCagesByClass, searchCages } from '../eventCages';

type Cage = EventCagesQuery['eventCages'][number];

/**
 * The public cage list: grouped by class, searchable by cage, ring number or class, a page of rows
 * at a time (the search and the page in the address: src/web/lib/paging). Each class is named once,
 * in its heading; the rows hold only cage and ring number. Its rows are few fields each, so the page
 * holds them all and cuts its page itself.
 */
export function CageAssignment({ cages, list }: { cages: readonly Cage[]; list: ListState }) {
  const { t, i18n } = useLingui();
  const search = useAddressField<HTMLInputElement>(list.search);
  const groups = useMemo(
    () => groupCagesByClass(searchCages(cages, list.search, (code) => i18n._(CLASS_NAMES[code]))),
    [cages, list.search, i18n],
  );
  const found = groups.reduce((sum, group) => sum + group.cages.length, 0);
  const { offset, limit } = pageWindow(list.page, PAGE_SIZES.cageList);
  if (cages.length === 0) {
    return (
      <Text c="ink.7">
        <Trans>Für dieses Event wurden noch keine Käfige zugewiesen.</Trans>
      </Text>
    );
  }
  return (
    <Stack gap="lg" data-cage-groups>
      <div data-print-hide="">
        <ListFilterForm label={t`Käfige suchen`}>
          <TextInput
            type="search"
            name={LIST_PARAMS.search}
            label={t`Suchen`}
            description={t`Käfignummer, Ringnummer oder Klasse`}
            leftSection={<Icon path={mdiMagnify} />}
            {...search}
            w={{ base: '100%', sm: 320 }}
          />
        </ListFilterForm>
      </div>
      {groups.length === 0 && (
        <Text c="ink.7" role="status">
          <Trans>Keine Käfige gefunden.</Trans>
        </Text>
      )}
      {pageOfGroups(groups, (group) => group.cages, offset, limit).map(({ group, items: shownCages }) => {
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
      <Pager total={found} size={PAGE_SIZES.cageList} page={list.page} params={list.params} />
    </Stack>
  );
}
