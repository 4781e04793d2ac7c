import { Trans, useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { PigeonListFieldsFragment } from '@web/gql/graphql';
import { formatKm, SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { ClassBadge } from './ClassBadge';
import { type PigeonActionHandlers, PigeonActions } from './PigeonActions';
import classes from './PigeonList.module.css';

/** The list on wider screens: a table with every figure in its own column. */
export function PigeonTable({
  pigeons,
  season,
  ...handlers
}: PigeonActionHandlers & { pigeons: PigeonListFieldsFragment[]; season: number }) {
  const { t, i18n } = useLingui();
  return (
    <Table verticalSpacing="sm" highlightOnHover aria-label={t`Meine Tauben`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">
            <Trans>Ringnummer</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <Trans>Geschlecht</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <Trans>Farbe</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <Trans>Klasse {season}</Trans>
          </Table.Th>
          <Table.Th scope="col" className={classes.number}>
            <Trans>Preise</Trans>
          </Table.Th>
          <Table.Th scope="col" className={classes.number}>
            <Trans>Preis-km</Trans>
          </Table.Th>
          <Table.Th scope="col">
            <Trans>Aktionen</Trans>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pigeons.map((pigeon) => (
          <Table.Tr key={pigeon.id}>
            <Table.Th scope="row" className={classes.ring}>
              {pigeon.ringNumber}
            </Table.Th>
            <Table.Td>{i18n._(SEX_LABELS[pigeon.sex])}</Table.Td>
            <Table.Td>{pigeon.color}</Table.Td>
            <Table.Td>
              <ClassBadge classification={pigeon.classification} />
            </Table.Td>
            <Table.Td className={classes.number}>{pigeon.prizes}</Table.Td>
            <Table.Td className={classes.number}>{formatKm(i18n, pigeon.prizeKm)}</Table.Td>
            <Table.Td>
              <PigeonActions pigeon={pigeon} nowrap {...handlers} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
