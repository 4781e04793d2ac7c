import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { PAGE_SIZES } from '@shared/paging';
import type { ResultClassesQuery } from '@web/gql/graphql';
import { fetchGraphQL } from '@web/lib/graphql/fetchGraphQL';
import { ListFilterForm } from '@web/lib/paging/ListFilterForm';
import type { ListState } from '@web/lib/paging/listParams';
import { Pager } from '@web/lib/paging/Pager';
import { RESULT_CLASSES } from '../graphql/ResultClasses';
import { classListCsv } from '../resultsCsv';
import { csvFileName, RESULT_VIEW_LABELS } from '../resultTexts';
import { ClassFilter } from './ClassFilter';
import { ClassResultTable } from './ClassResultTable';
import tables from './ResultTables.module.css';
import { ResultToolbar } from './ResultToolbar';

type Results = ResultClassesQuery['eventResults'];

interface ClassListsProps {
  eventId: string;
  results: Results;
  list: ListState;
}

/** The class lists a page at a time: a table per class, a class filter, CSV and print. */
export function ClassLists({ eventId, results, list }: ClassListsProps) {
  const { t, i18n } = useLingui();
  const { classList, classes, event } = results;
  // The CSV holds every row of the chosen class (or of all), not only this page's.
  const download = async () => {
    const all = await fetchGraphQL(RESULT_CLASSES, { eventId, classCode: list.classCode });
    return {
      text: classListCsv(i18n, all.eventResults.classList.classes),
      fileName: csvFileName(i18n, RESULT_VIEW_LABELS.list, event.title),
    };
  };
  return (
    <Stack gap="xl">
      <ResultToolbar onDownload={download} printable>
        {classes.length > 1 && (
          <ListFilterForm label={t`Klasse wählen`}>
            <ClassFilter classes={classes} chosen={list.classCode} />
          </ListFilterForm>
        )}
      </ResultToolbar>
      {/* Eleven columns do not fit a phone: say that the lists scroll, before anyone misses them. */}
      <Text size="sm" c="dimmed" className={tables.narrowOnly}>
        <Trans>Die Listen haben weitere Spalten: seitlich wischen →</Trans>
      </Text>
      {classList.classes.map((result) => (
        <ClassResultTable key={result.code} result={result} />
      ))}
      <Pager total={classList.total} size={PAGE_SIZES.classList} page={list.page} params={list.params} />
    </Stack>
  );
}
