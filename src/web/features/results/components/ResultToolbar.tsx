import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { mdiDownload, mdiPrinter } from '@mdi/js';
import { resultCsvAddress } from '@shared/resultCsv';
import { Icon } from '@web/lib/icons/Icon';
import { useTakenOver } from '@web/lib/ssr/useTakenOver';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import classes from './ResultToolbar.module.css';

interface ResultToolbarProps {
  /** Views made for paper offer printing too. */
  printable?: boolean;
  /** Filters of the view, before the buttons. */
  children?: ReactNode;
}

/**
 * A view's filters, its CSV file and its print button; none of it is printed. The CSV file is a
 * plain link the server answers (src/shared/resultCsv.ts): every row the view's filters find, not
 * only the page shown, and it works before the app runs.
 */
export function ResultToolbar({ printable = false, children }: ResultToolbarProps) {
  const { pathname, search } = useLocation();
  // Printing needs the app: disabled until it runs the page.
  const running = useTakenOver();
  return (
    <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap" data-print-hide="">
      <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 16rem' }}>
        {children}
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          component="a"
          href={resultCsvAddress(pathname, search)}
          download
          variant="default"
          size="sm"
          className={classes.button}
          leftSection={<Icon path={mdiDownload} />}
        >
          <Trans>CSV herunterladen</Trans>
        </Button>
        {printable && (
          <Button
            variant="default"
            size="sm"
            className={classes.button}
            leftSection={<Icon path={mdiPrinter} />}
            disabled={!running}
            onClick={() => window.print()}
          >
            <Trans>Drucken</Trans>
          </Button>
        )}
      </Group>
    </Group>
  );
}
