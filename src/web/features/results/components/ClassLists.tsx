import { Trans, useLingui } from '@lingui/react/macro';
import { NativeSelect, Stack, Text } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { downloadText } from '@web/lib/csv/csv';
import { useRenderLimit, withinLimit } from '@web/lib/ssr/renderLimit';
import { useMemo, useState } from 'react';
import { ALL_CLASSES, filterClasses } from '../resultFilters';
import { classListCsv } from '../resultsCsv';
import { csvFileName, RESULT_VIEW_LABELS } from '../resultTexts';
import { type ClassResult, ClassResultTable } from './ClassResultTable';
import tables from './ResultTables.module.css';
import { ResultToolbar } from './ResultToolbar';

/** Rows rendered on the server and at the take-over: well over a screen, on a phone or a desktop. */
const FIRST_ROWS = 50;

/** The class lists: a table per class, a class filter, CSV and print. */
export function ClassLists({ classes, eventTitle }: { classes: readonly ClassResult[]; eventTitle: string }) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState<string>(ALL_CLASSES);
  const shown = useMemo(() => filterClasses(classes, code), [classes, code]);
  const limit = useRenderLimit(FIRST_ROWS);
  const download = () =>
    downloadText(classListCsv(i18n, shown), csvFileName(i18n, RESULT_VIEW_LABELS.list, eventTitle));
  return (
    <Stack gap="xl">
      <ResultToolbar onDownload={download} printable>
        {classes.length > 1 && (
          <NativeSelect
            label={t`Klasse`}
            value={code}
            onChange={(change) => setCode(change.currentTarget.value)}
            data={[
              { value: ALL_CLASSES, label: t`Alle Klassen` },
              ...classes.map((c) => ({ value: c.code, label: i18n._(CLASS_NAMES[c.code]) })),
            ]}
            w={{ base: '100%', sm: 280 }}
          />
        )}
      </ResultToolbar>
      {/* Eleven columns do not fit a phone: say that the lists scroll, before anyone misses them. */}
      <Text size="sm" c="dimmed" className={tables.narrowOnly}>
        <Trans>Die Listen haben weitere Spalten: seitlich wischen →</Trans>
      </Text>
      {withinLimit(shown, (result) => result.entries, limit).map(({ group, items }) => (
        <ClassResultTable key={group.code} result={group} rows={items} />
      ))}
    </Stack>
  );
}
