import { Trans } from '@lingui/react/macro';
import { Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.layer.css';
import type { ImportProgress } from '../hooks/useFlightImport';

/** Reading the files is measured; upload and processing run as one animated stage after it. */
export function ImportProgressBar({ progress }: { progress: ImportProgress }) {
  if (!progress) return null;
  const reading = progress.stage === 'reading';
  return (
    <Stack gap={4}>
      <Text size="sm" id="import-progress-label" role="status">
        {reading ? <Trans>Dateien werden gelesen …</Trans> : <Trans>Hochladen und Verarbeiten …</Trans>}
      </Text>
      <Progress
        size="lg"
        value={reading ? Math.max(progress.percent, 2) : 100}
        striped={!reading}
        animated={!reading}
        aria-labelledby="import-progress-label"
      />
    </Stack>
  );
}
