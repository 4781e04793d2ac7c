import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import type { ResultBestBreedersQuery } from '@web/gql/graphql';
import rowStyles from '@web/lib/table/rows.module.css';
import { personName } from '@web/lib/text/personName';
import { totalsText } from '../resultsCsv';
import { formatScore, rankingNote, UNRANKED_REASON } from '../resultTexts';
import { ChampionMark } from './PrizeMark';
import tables from './ResultTables.module.css';
import { ResultToolbar } from './ResultToolbar';
import { ScrollRegion } from './ScrollRegion';

type BestBreeder = ResultBestBreedersQuery['eventResults']['bestBreeders'][number];

function RankingTable({ rows }: { rows: readonly BestBreeder[] }) {
  const { i18n } = useLingui();
  return (
    <ScrollRegion labelledBy="ranking">
      <Table withTableBorder className={`${tables.table} ${rowStyles.striped}`} miw={300}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={tables.num}>
              <Trans>Rang</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Züchter</Trans>
            </Table.Th>
            <Table.Th scope="col" className={tables.wideOnly}>
              <Trans>Beste drei</Trans>
            </Table.Th>
            <Table.Th scope="col" className={tables.num}>
              <Trans>Summe</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            // Where the sum alone did not decide, the row says what did, under the name.
            const note = rankingNote(i18n, row);
            return (
              <tr key={row.breeder.id} className={rowStyles.row}>
                <td className={`${tables.num} ${rowStyles.strong}`}>{row.rank}</td>
                <td>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {personName(i18n, row.breeder.shownName)}
                    </Text>
                    {row.rank === 1 && <ChampionMark />}
                  </Group>
                  {note && (
                    <Text size="xs" c="dimmed" mt={2}>
                      {note}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" mt={2} className={tables.narrowOnly}>
                    <BestThree totals={totalsText(i18n, row.topTotals)} />
                  </Text>
                </td>
                <td className={`${tables.nowrap} ${tables.wideOnly}`}>{totalsText(i18n, row.topTotals)}</td>
                <td className={`${tables.num} ${rowStyles.strong}`}>{formatScore(i18n, row.sum)}</td>
              </tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function BestThree({ totals }: { totals: string }) {
  return <Trans>Beste drei: {totals}</Trans>;
}

function UnrankedTable({ rows }: { rows: readonly BestBreeder[] }) {
  const { i18n } = useLingui();
  return (
    <ScrollRegion labelledBy="unranked">
      <Table withTableBorder className={tables.table} miw={300}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Züchter</Trans>
            </Table.Th>
            <Table.Th scope="col" className={tables.num}>
              <Trans>Bewertete Tauben</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Noten</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Grund</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <tr key={row.breeder.id} className={rowStyles.row}>
              <td>{personName(i18n, row.breeder.shownName)}</td>
              <td className={tables.num}>{row.ratedCount}</td>
              <td>{totalsText(i18n, row.topTotals) || '–'}</td>
              <td>{i18n._(UNRANKED_REASON)}</td>
            </tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** The best-breeder ranking with the deciding tie-break, rank 1 as show champion, then the unranked. */
export function BestBreederRanking({ rows }: { rows: readonly BestBreeder[] }) {
  const ranked = rows.filter((row) => row.ranked);
  const unranked = rows.filter((row) => !row.ranked);
  return (
    <Stack gap="xl">
      <ResultToolbar printable />
      <div>
        <Title order={2} size="h3" id="ranking" mb="xs" className={tables.heading}>
          <Trans>Rangliste</Trans>
        </Title>
        <Text size="sm" mb="sm">
          <Trans>
            Gewertet wird die Summe der drei besten Gesamtnoten eines Züchters. Bei gleicher Summe entscheidet
            die beste, dann die zweit- und die drittbeste Einzelnote.
          </Trans>
        </Text>
        {ranked.length > 0 ? (
          <RankingTable rows={ranked} />
        ) : (
          <Text c="dimmed">
            <Trans>Kein Züchter hat drei bewertete Tauben, daher gibt es keinen Schausieger.</Trans>
          </Text>
        )}
      </div>
      {unranked.length > 0 && (
        <div>
          <Title order={2} size="h3" id="unranked" mb="sm" className={tables.heading}>
            <Trans>Nicht gewertet</Trans>
          </Title>
          <UnrankedTable rows={unranked} />
        </div>
      )}
    </Stack>
  );
}
