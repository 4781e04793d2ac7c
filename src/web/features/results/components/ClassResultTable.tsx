import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Table, Text, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { RATING_CATEGORIES } from '@shared/ratingScheme';
import type { ResultClassesQuery } from '@web/gql/graphql';
import { CATEGORY_LABELS } from '@web/lib/judging/judgingLabels';
import rowStyles from '@web/lib/table/rows.module.css';
import { personName } from '@web/lib/text/personName';
import { formatScore, PLACE_LABEL } from '../resultTexts';
import { PrizeMark } from './PrizeMark';
import classes from './ResultTables.module.css';
import { ScrollRegion } from './ScrollRegion';

export type ClassResult = ResultClassesQuery['eventResults']['classList']['classes'][number];
type Entry = ClassResult['entries'][number];

function UnratedCell({ entry }: { entry: Entry }) {
  const { i18n } = useLingui();
  const reason = entry.skipReason ? i18n._(SKIP_REASON_NAMES[entry.skipReason]) : null;
  return (
    <td colSpan={RATING_CATEGORIES.length + 1}>
      {reason ? <Trans>Übersprungen: {reason}</Trans> : <Trans>Nicht bewertet</Trans>}
    </td>
  );
}

/**
 * One class's list: placed cages by place, then the skipped ones with their reason; on a page of a
 * big show's lists, only the class's rows on that page.
 */
export function ClassResultTable({ result }: { result: ClassResult }) {
  const { i18n } = useLingui();
  const label = i18n._(CLASS_NAMES[result.code]);
  const id = `class-${result.code}`;
  return (
    <div>
      <Group justify="space-between" align="baseline" mb="xs" wrap="wrap" className={classes.heading}>
        <Title order={2} size="h3" id={id}>
          {label}
        </Title>
        <Text size="sm" c="dimmed">
          <Plural value={result.ratedCount} one="# bewertet" other="# bewertet" />
          {' · '}
          <Plural value={result.prizeCount} one="# Preis" other="# Preise" />
        </Text>
      </Group>
      <ScrollRegion labelledBy={id}>
        <Table withTableBorder className={`${classes.table} ${classes.classTable} ${rowStyles.striped}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.num}>
                {i18n._(PLACE_LABEL)}
              </Table.Th>
              <Table.Th scope="col" className={classes.num}>
                <Trans>Käfig</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Ringnummer</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Züchter</Trans>
              </Table.Th>
              {RATING_CATEGORIES.map((category) => (
                <Table.Th key={category} scope="col" className={classes.num}>
                  {i18n._(CATEGORY_LABELS[category])}
                </Table.Th>
              ))}
              <Table.Th scope="col" className={classes.num}>
                <Trans>Gesamt</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Preis</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.entries.map((entry) => (
              <tr key={entry.cageId} className={rowStyles.row}>
                <td className={classes.num}>{entry.place ?? '–'}</td>
                <td className={classes.num}>{entry.cageNumber}</td>
                <td className={classes.nowrap}>{entry.ringNumber}</td>
                <td>{personName(i18n, entry.breeder.shownName)}</td>
                {entry.total == null ? (
                  <UnratedCell entry={entry} />
                ) : (
                  <>
                    {RATING_CATEGORIES.map((category) => (
                      <td key={category} className={classes.num}>
                        {formatScore(i18n, entry.scores?.[category])}
                      </td>
                    ))}
                    <td className={`${classes.num} ${rowStyles.strong}`}>{formatScore(i18n, entry.total)}</td>
                  </>
                )}
                <td>{entry.prize && <PrizeMark />}</td>
              </tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </div>
  );
}
