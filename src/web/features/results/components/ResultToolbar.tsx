import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { mdiDownload, mdiPrinter } from '@mdi/js';
import { downloadText } from '@web/lib/csv/csv';
import { Icon } from '@web/lib/icons/Icon';
import { useTakenOver } from '@web/lib/ssr/useTakenOver';
import { type ReactNode, useState } from 'react';
import classes from './ResultToolbar.module.css';

/** A CSV file to offer: its text and its name. */
interface Csv {
  text: string;
  fileName: string;
}

interface ResultToolbarProps {
  /** Fetches every row of what the view shows (all pages) and builds its CSV. */
  onDownload: () => Csv | Promise<Csv>;
  /** Views made for paper offer printing too. */
  printable?: boolean;
  /** Filters of the view, before the buttons. */
  children?: ReactNode;
}

/** A view's filters and its download and print buttons; none of it is printed. */
export function ResultToolbar({ onDownload, printable = false, children }: ResultToolbarProps) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  // Both need the app: disabled until it runs the page.
  const running = useTakenOver();
  const download = async () => {
    setState('busy');
    try {
      const { text, fileName } = await onDownload();
      downloadText(text, fileName);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <Stack data-print-hide="">
      <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: '1 1 16rem' }}>
          {children}
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="sm"
            className={classes.button}
            leftSection={<Icon path={mdiDownload} />}
            loading={state === 'busy'}
            disabled={!running}
            onClick={() => void download()}
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
      <Text size="sm" c="red.9" role="status">
        {state === 'failed' && (
          <Trans>Die CSV-Datei konnte nicht geladen werden. Bitte versuchen Sie es erneut.</Trans>
        )}
      </Text>
    </Stack>
  );
}
