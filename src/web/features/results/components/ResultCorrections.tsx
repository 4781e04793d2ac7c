import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import type { ResultSummaryQuery } from '@web/gql/graphql';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import rowStyles from '@web/lib/table/rows.module.css';
import { RingNumber } from '@web/lib/text/RingNumber';
import { formatScore } from '../resultTexts';
import tables from './ResultTables.module.css';
import { ScrollRegion } from './ScrollRegion';

/** The id of the section with the changes, which the other views link to. */
export const CHANGES_ANCHOR = 'changes';

type Correction = ResultSummaryQuery['eventResults']['corrections'][number];

/**
 * "Änderungen seit der vorläufigen Wertung": each judgement the show office corrected after the
 * end, with the total before and after and the reason, the latest first. Shown once the show has
 * ended; before anything was corrected it says so.
 */
export function ResultCorrections({ corrections }: { corrections: readonly Correction[] }) {
  const { i18n } = useLingui();
  const showTime = useShowTime();
  return (
    <Stack gap="xs" component="section" aria-labelledby={CHANGES_ANCHOR}>
      <Title order={2} size="h3" id={CHANGES_ANCHOR} className={tables.heading}>
        <Trans>Änderungen seit der vorläufigen Wertung</Trans>
      </Title>
      {corrections.length === 0 ? (
        <Text size="sm">
          <Trans>Seit der vorläufigen Wertung hat die Schauleitung keine Wertung geändert.</Trans>
        </Text>
      ) : (
        <ScrollRegion labelledBy={CHANGES_ANCHOR}>
          <Table withTableBorder className={tables.table} miw={560}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" className={tables.num}>
                  <Trans>Käfig</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Ringnummer</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Klasse</Trans>
                </Table.Th>
                <Table.Th scope="col" className={tables.num}>
                  <Trans>Vorher</Trans>
                </Table.Th>
                <Table.Th scope="col" className={tables.num}>
                  <Trans>Jetzt</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Grund</Trans>
                </Table.Th>
                <Table.Th scope="col">
                  <Trans>Geändert am</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {corrections.map((change) => (
                <tr key={change.id} className={rowStyles.row}>
                  <td className={tables.num}>{change.cageNumber}</td>
                  <td>
                    <RingNumber>{change.ringNumber}</RingNumber>
                  </td>
                  <td>{i18n._(CLASS_NAMES[change.classCode])}</td>
                  <td className={tables.num}>{formatScore(i18n, change.oldTotal) || '–'}</td>
                  <td className={`${tables.num} ${rowStyles.strong}`}>
                    {formatScore(i18n, change.newTotal) || '–'}
                  </td>
                  <td>{change.reason}</td>
                  <td>{showTime(change.at, { dateStyle: 'medium', timeStyle: 'short' })}</td>
                </tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}
