import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { SKIP_REASONS, type SkipReason } from '@shared/judging';
import { Dialog } from '@web/lib/dialog/Dialog';
import { SKIP_REASON_LABELS } from '@web/lib/judging/judgingLabels';
import { useState } from 'react';

interface SkipDialogProps {
  opened: boolean;
  cageNumber: number;
  onClose: () => void;
  onSkip: (reason: SkipReason) => Promise<void>;
}

/** Asks why a cage is skipped before the skip is saved. */
export function SkipDialog({ opened, cageNumber, onClose, onSkip }: SkipDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<SkipReason>('ABSENT');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} title={t`Käfig ${cageNumber} überspringen`}>
      <Stack gap="md">
        <Radio.Group label={t`Grund`} value={reason} onChange={(value) => setReason(value as SkipReason)}>
          <Stack gap="sm" mt="xs">
            {SKIP_REASONS.map((value) => (
              <Radio key={value} value={value} label={i18n._(SKIP_REASON_LABELS[value])} size="md" />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="subtle" color="ink" onClick={onClose}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await onSkip(reason);
              } finally {
                setBusy(false);
              }
            }}
          >
            <Trans>Überspringen</Trans>
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
