import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import { mdiDownload, mdiPrinter } from '@mdi/js';
import { Icon } from '@web/lib/icons/Icon';
import type { ReactNode } from 'react';
import classes from './ResultToolbar.module.css';

interface ResultToolbarProps {
  /** Builds and offers the CSV of what the view shows. */
  onDownload: () => void;
  /** Views made for paper offer printing too. */
  printable?: boolean;
  /** Filters of the view, before the buttons. */
  children?: ReactNode;
}

/** A view's filters and its download and print buttons; none of it is printed. */
export function ResultToolbar({ onDownload, printable = false, children }: ResultToolbarProps) {
  return (
    <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap" data-print-hide>
      <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 16rem' }}>
        {children}
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="sm"
          className={classes.button}
          leftSection={<Icon path={mdiDownload} />}
          onClick={onDownload}
        >
          <Trans>CSV herunterladen</Trans>
        </Button>
        {printable && (
          <Button
            variant="default"
            size="sm"
            className={classes.button}
            leftSection={<Icon path={mdiPrinter} />}
            onClick={() => window.print()}
          >
            <Trans>Drucken</Trans>
          </Button>
        )}
      </Group>
    </Group>
  );
}
