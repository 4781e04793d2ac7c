import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { mdiMagnify } from '@mdi/js';
import { CLASS_NAMES } from '@shared/classification';
import { SKIP_REASON_NAMES } from '@shared/judging';
import { PAGE_SIZES } from '@shared/paging';
import type { ResultBreedersQuery } from '@web/gql/graphql';
import { Icon } from '@web/lib/icons/Icon';
import { ListFilterForm, useAddressField } from '@web/lib/paging/ListFilterForm';
import { LIST_PARAMS, type ListState } from '@web/lib/paging/listParams';
import { Pager } from '@web/lib/paging/Pager';
import rowStyles from '@web/lib/table/rows.module.css';
import { EmailAddress } from '@web/lib/text/EmailAddress';
import { personName } from '@web/lib/text/personName';
import { totalsText } from '../resultsCsv';
import { formatScore, PLACE_LABEL } from '../resultTexts';
import { PrizeMark } from './PrizeMark';
import tables from './ResultTables.module.css';
import { ResultToolbar } from './ResultToolbar';
import { ScrollRegion } from './ScrollRegion';

type BreederResult = ResultBreedersQuery['eventResults']['breederList']['breeders'][number];

function BreederCard({ result }: { result: BreederResult }) {
  const { i18n } = useLingui();
  const id = `breeder-${result.breeder.id}`;
  const best = totalsText(i18n, result.topTotals);
  const sum = formatScore(i18n, result.sum);
  return (
    <Card withBorder radius="md" padding="md" bg="white">
      <Group justify="space-between" align="baseline" wrap="wrap" mb="sm" className={tables.heading}>
        <div>
          <Title order={2} size="h3" id={id}>
            {personName(i18n, result.breeder.shownName)}
          </Title>
          {/* Only where the breeder chose to show it (profile: "E-Mail-Adresse öffentlich zeigen"). */}
          {result.breeder.email && (
            <Anchor href={`mailto:${result.breeder.email}`} size="sm">
              <EmailAddress>{result.breeder.email}</EmailAddress>
            </Anchor>
          )}
        </div>
        <Text size="sm">
          {result.topTotals.length > 0 ? (
            <Trans>
              Beste drei: {best} · Summe <strong>{sum}</strong>
            </Trans>
          ) : (
            <Trans>Keine bewertete Taube</Trans>
          )}
        </Text>
      </Group>
      <ScrollRegion labelledBy={id}>
        <Table withTableBorder className={`${tables.table} ${tables.breederTable}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={tables.num}>
                <Trans>Käfig</Trans>
              </Table.Th>
              <Table.Th scope="col" className={tables.wideOnly}>
                <Trans>Ringnummer</Trans>
              </Table.Th>
              <Table.Th scope="col" className={tables.wideOnly}>
                <Trans>Klasse</Trans>
              </Table.Th>
              <Table.Th scope="col" className={tables.num}>
                {i18n._(PLACE_LABEL)}
              </Table.Th>
              <Table.Th scope="col" className={tables.num}>
                <Trans>Gesamt</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Preis</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.entries.map((entry) => {
              const reason = entry.skipReason ? i18n._(SKIP_REASON_NAMES[entry.skipReason]) : null;
              return (
                <tr key={entry.cageId} className={rowStyles.row}>
                  <td className={tables.num}>
                    {entry.cageNumber}
                    <Text
                      size="xs"
                      c="dimmed"
                      ta="left"
                      className={tables.narrowOnly}
                      style={{ whiteSpace: 'normal' }}
                    >
                      {entry.ringNumber} · {i18n._(CLASS_NAMES[entry.classCode])}
                    </Text>
                  </td>
                  <td className={`${tables.nowrap} ${tables.wideOnly}`}>{entry.ringNumber}</td>
                  <td className={tables.wideOnly}>{i18n._(CLASS_NAMES[entry.classCode])}</td>
                  <td className={tables.num}>{entry.place ?? '–'}</td>
                  {entry.total == null ? (
                    <td>{reason ? <Trans>Übersprungen: {reason}</Trans> : <Trans>Nicht bewertet</Trans>}</td>
                  ) : (
                    <td className={`${tables.num} ${rowStyles.strong}`}>{formatScore(i18n, entry.total)}</td>
                  )}
                  <td>{entry.prize && <PrizeMark />}</td>
                </tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
    </Card>
  );
}

interface BreederResultsProps {
  results: ResultBreedersQuery['eventResults'];
  list: ListState;
}

/**
 * Each breeder's cages with place and total, the best three totals and their sum; searchable by
 * name, a page of breeders at a time.
 */
export function BreederResults({ results, list }: BreederResultsProps) {
  const { t } = useLingui();
  const { breederList } = results;
  const search = useAddressField<HTMLInputElement>(list.search);
  return (
    <Stack gap="lg">
      <ResultToolbar printable>
        <ListFilterForm label={t`Züchter suchen`}>
          <TextInput
            type="search"
            name={LIST_PARAMS.search}
            label={t`Züchter suchen`}
            leftSection={<Icon path={mdiMagnify} />}
            {...search}
            w={{ base: '100%', sm: 300 }}
          />
        </ListFilterForm>
      </ResultToolbar>
      <Text size="sm" c="dimmed" role="status" data-print-hide="">
        {breederList.total === 0 ? (
          <Trans>Kein Züchter gefunden.</Trans>
        ) : (
          <Plural value={breederList.total} one="# Züchter" other="# Züchter" />
        )}
      </Text>
      {breederList.breeders.map((result) => (
        <BreederCard key={result.breeder.id} result={result} />
      ))}
      <Pager total={breederList.total} size={PAGE_SIZES.breederList} page={list.page} params={list.params} />
    </Stack>
  );
}
