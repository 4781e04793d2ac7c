import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { PAGE_SIZES } from '@shared/paging';
import type { ResultClassesQuery } from '@web/gql/graphql';
import { ListFilterForm } from '@web/lib/paging/ListFilterForm';
import type { ListState } from '@web/lib/paging/listParams';
import { Pager } from '@web/lib/paging/Pager';
import { ClassFilter } from './ClassFilter';
import { ClassResultTable } from './ClassResultTable';
import tables from './ResultTables.module.css';
import { ResultToolbar } from './ResultToolbar';

type Results = ResultClassesQuery['eventResults'];

interface ClassListsProps {
  results: Results;
  list: ListState;
}

/** The class lists a page at a time: a table per class, a class filter, CSV and print. */
export function ClassLists({ results, list }: ClassListsProps) {
  const { t } = useLingui();
  const { classList, classes } = results;
  return (
    <Stack gap="xl">
      <ResultToolbar printable>
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
