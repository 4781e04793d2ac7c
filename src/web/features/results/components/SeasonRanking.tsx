import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { mdiTrophy } from '@mdi/js';
import { SHOW_TIME_ZONE } from '@shared/site';
import { paths } from '@web/config/paths';
import type { ResultSeasonQuery } from '@web/gql/graphql';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { ListFilterForm, submitOnChange, useAddressField } from '@web/lib/paging/ListFilterForm';
import { LIST_PARAMS } from '@web/lib/paging/listParams';
import rowStyles from '@web/lib/table/rows.module.css';
import { personName } from '@web/lib/text/personName';
import { Link } from 'react-router';
import { formatScore } from '../resultTexts';
import tables from './ResultTables.module.css';
import { ResultToolbar } from './ResultToolbar';
import { ScrollRegion } from './ScrollRegion';

type Standing = ResultSeasonQuery['seasonChampionship'][number];
type SeasonShow = ResultSeasonQuery['seasonShows'][number];

/** How many best shows count: all (empty) or 1 up to the season's shows, a field of a GET form. */
function BestOfFilter({ bestOf, showCount }: { bestOf: number | null; showCount: number }) {
  const { t } = useLingui();
  const field = useAddressField<HTMLSelectElement>(bestOf === null ? '' : String(bestOf), {
    applyEarlyPick: true,
  });
  const counts = Array.from({ length: Math.max(showCount, bestOf ?? 0) }, (_, i) => i + 1);
  return (
    <ListFilterForm label={t`Gewertete Schauen wählen`}>
      <NativeSelect
        label={t`Gewertet werden`}
        name={LIST_PARAMS.bestOf}
        {...field}
        onChange={submitOnChange}
        data={[
          { value: '', label: t`alle Schauen` },
          ...counts.map((n) => ({ value: String(n), label: t`die besten ${n}` })),
        ]}
        w={{ base: '100%', sm: 220 }}
      />
    </ListFilterForm>
  );
}

function StandingsTable({ rows, bestOf }: { rows: readonly Standing[]; bestOf: number | null }) {
  const { i18n } = useLingui();
  return (
    <ScrollRegion labelledBy="season-ranking">
      <Table withTableBorder className={`${tables.table} ${rowStyles.striped}`} miw={300}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={tables.num}>
              <Trans>Rang</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Züchter</Trans>
            </Table.Th>
            <Table.Th scope="col" className={tables.num}>
              {bestOf === null ? <Trans>Schauen</Trans> : <Trans>Gewertete Schauen</Trans>}
            </Table.Th>
            <Table.Th scope="col" className={tables.num}>
              <Trans>Punkte</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const [counted, all] = [i18n.number(row.countedShows), i18n.number(row.shows)];
            return (
              <tr key={row.breeder.id} className={rowStyles.row}>
                <td className={`${tables.num} ${rowStyles.strong}`}>{row.rank}</td>
                <td>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {personName(i18n, row.breeder.shownName)}
                    </Text>
                    {row.rank === 1 && (
                      <Badge
                        color="ink.9"
                        variant="filled"
                        radius="sm"
                        tt="none"
                        miw="max-content"
                        leftSection={<Icon path={mdiTrophy} />}
                      >
                        <Trans>Saisonsieger</Trans>
                      </Badge>
                    )}
                  </Group>
                </td>
                <td className={tables.num}>
                  {row.countedShows === row.shows ? (
                    all
                  ) : (
                    <Trans>
                      {counted} von {all}
                    </Trans>
                  )}
                </td>
                <td className={`${tables.num} ${rowStyles.strong}`}>{formatScore(i18n, row.points)}</td>
              </tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function SeasonShows({ shows }: { shows: readonly SeasonShow[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <section aria-labelledby="season-shows">
      <Title order={2} size="h3" id="season-shows" mb="xs" className={tables.heading}>
        <Trans>Gewertete Schauen</Trans>
      </Title>
      <Stack component="ul" gap={4} m={0} pl="lg">
        {shows.map(({ event }) => (
          <li key={event.id}>
            <Anchor component={Link} to={paths.resultBestBreeder.href(locale, { resultId: event.id })}>
              {event.title}
            </Anchor>{' '}
            <Text span c="dimmed" size="sm">
              <time dateTime={event.eventStart}>
                {i18n.date(event.eventStart, { dateStyle: 'medium', timeZone: SHOW_TIME_ZONE })}
              </time>
            </Text>
          </li>
        ))}
      </Stack>
    </section>
  );
}

interface SeasonRankingProps {
  standings: readonly Standing[];
  shows: readonly SeasonShow[];
  /** How many best shows count, as the address says; null for all. */
  bestOf: number | null;
}

/** The season's standings with the choice of how many shows count, and the shows counted. */
export function SeasonRanking({ standings, shows, bestOf }: SeasonRankingProps) {
  return (
    <Stack gap="xl">
      <ResultToolbar printable>
        {shows.length > 0 && <BestOfFilter bestOf={bestOf} showCount={shows.length} />}
      </ResultToolbar>
      <div>
        <Title order={2} size="h3" id="season-ranking" mb="xs" className={tables.heading}>
          <Trans>Rangliste</Trans>
        </Title>
        <Text size="sm" mb="sm">
          {bestOf === null ? (
            <Trans>
              Punkte sind die Summen, die ein Züchter in der Wertung „Bester Züchter“ jeder endgültig
              gewerteten Schau der Saison erreicht hat. Bei gleichen Punkten teilen sich Züchter den Rang.
            </Trans>
          ) : (
            <Plural
              value={bestOf}
              one="Punkte sind die Summe aus der besten Schau eines Züchters in der Wertung „Bester Züchter“. Bei gleichen Punkten teilen sich Züchter den Rang."
              other="Punkte sind die Summen aus den # besten Schauen eines Züchters in der Wertung „Bester Züchter“. Bei gleichen Punkten teilen sich Züchter den Rang."
            />
          )}
        </Text>
        {standings.length > 0 ? (
          <StandingsTable rows={standings} bestOf={bestOf} />
        ) : (
          <Text c="dimmed">
            <Trans>In dieser Saison gibt es noch keine endgültig gewerteten Schauen.</Trans>
          </Text>
        )}
      </div>
      {shows.length > 0 && <SeasonShows shows={shows} />}
    </Stack>
  );
}
