import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { FIELD_LABELS, type ProblemLike, problemReason } from '../importTexts';
import classes from './FlightImport.module.css';

export interface ImportProblemItem extends ProblemLike {
  file: string;
  line: number | null;
  value: string | null;
}

/** Every problem with file, line, column and reason (and the cell as read). */
export function ImportProblemList({ problems }: { problems: readonly ImportProblemItem[] }) {
  const { i18n } = useLingui();
  return (
    <ul className={classes.problems}>
      {problems.map((problem, index) => {
        const reason = problemReason(problem, i18n);
        const { file, line, value } = problem;
        const field = problem.field ? i18n._(FIELD_LABELS[problem.field]) : null;
        return (
          // Problems have no id; their order (by line) is stable for one report.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index} className={classes.problem}>
            <Text size="sm" fw={600}>
              {line === null ? (
                file
              ) : field ? (
                <Trans>
                  {file}, Zeile {line}, Spalte {field}
                </Trans>
              ) : (
                <Trans>
                  {file}, Zeile {line}
                </Trans>
              )}
            </Text>
            <Text size="sm">
              {reason}
              {value !== null && value !== '' && <Trans> (gelesen: „{value}“)</Trans>}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
