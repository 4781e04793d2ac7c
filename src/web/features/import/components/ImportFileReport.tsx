import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { ImportResult } from '../hooks/useFlightImport';
import { delimiterLabel, FIELD_LABELS } from '../importTexts';
import classes from './FlightImport.module.css';
import { ImportProblemList } from './ImportProblemList';

type FileReport = ImportResult['files'][number];

/** What the import read in one file: format, columns and their meaning, first rows, problems. */
export function ImportFileReport({ report, saved }: { report: FileReport; saved: boolean }) {
  const { t, i18n } = useLingui();
  const delimiter = report.delimiter ? delimiterLabel(report.delimiter) : null;
  const { rows, problemCount, added, unchanged, rejected } = report;
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'md' }} radius="md" aria-label={report.name}>
      <Stack gap="sm">
        <Title order={3} size="h4" className={classes.wrap}>
          {report.name}
        </Title>
        {report.format && (
          <Group gap="xs">
            <Badge variant="light" color="ink">
              {report.format}
            </Badge>
            {report.encoding && (
              <Badge variant="outline" color="gray.7">
                {report.encoding}
              </Badge>
            )}
            {delimiter && (
              <Badge variant="outline" color="gray.7">
                {typeof delimiter === 'string' ? delimiter : i18n._(delimiter)}
              </Badge>
            )}
          </Group>
        )}
        <Text size="sm">
          <FileCounts rows={rows} added={added} unchanged={unchanged} rejected={rejected} saved={saved} />
        </Text>
        {report.columns.length > 0 && (
          // Focusable so that keyboard users can scroll a wide preview sideways.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region
          <section className={classes.scroll} tabIndex={0} aria-label={t`Erste Zeilen von ${report.name}`}>
            <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Trans>Zeile</Trans>
                  </Table.Th>
                  {report.columns.map((column, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns are positional
                    <Table.Th scope="col" key={index}>
                      <div>{column.header}</div>
                      <Text size="xs" c={column.field ? undefined : 'dimmed'} fw={column.field ? 600 : 400}>
                        {column.field ? `→ ${i18n._(FIELD_LABELS[column.field])}` : t`nicht verwendet`}
                      </Text>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.preview.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    {report.columns.map((_, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                      <Table.Td key={index}>{row.cells[index] ?? ''}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </section>
        )}
        {problemCount > 0 && (
          <>
            <Title order={4} size="h5" c="red.9">
              <Plural value={problemCount} one="# Problem" other="# Probleme" />
            </Title>
            <ImportProblemList problems={report.problems} />
            {problemCount > report.problems.length && (
              <Text size="sm" c="dimmed">
                <Trans>Die ersten {report.problems.length} werden gezeigt.</Trans>
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * What becomes (preview) or became (`saved`) of the file's data rows. `rejected` counts rows, so a file that could not be read
 * has none and gets no "0 rejected" beside its problem; a file that was imported before says
 * that there is nothing new in it.
 */
function FileCounts({
  rows,
  added,
  unchanged,
  rejected,
  saved,
}: Pick<FileReport, 'rows' | 'added' | 'unchanged' | 'rejected'> & { saved: boolean }) {
  if (rows === 0) return <Trans>Keine Datenzeilen gelesen</Trans>;
  return (
    <>
      <Plural value={rows} one="# Datenzeile" other="# Datenzeilen" />
      {' · '}
      {saved && rejected === 0 ? (
        // After the import: what was written, in the words of what happened.
        <Trans>
          {added} gespeichert, {unchanged} schon vorhanden
        </Trans>
      ) : saved ? (
        <Trans>
          {added} gespeichert, {unchanged} schon vorhanden, {rejected} abgelehnt
        </Trans>
      ) : added === 0 && rejected === 0 ? (
        <Trans>nichts Neues, {unchanged} unverändert</Trans>
      ) : rejected === 0 ? (
        <Trans>
          {added} neu, {unchanged} unverändert
        </Trans>
      ) : (
        <Trans>
          {added} neu, {unchanged} unverändert, {rejected} abgelehnt
        </Trans>
      )}
    </>
  );
}
