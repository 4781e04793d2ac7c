import type { MessageDescriptor } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FormError } from '../forms/FormError';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Nothing to confirm yet (the text says why): only "Abbrechen" is offered. */
  confirmDisabled?: boolean;
  /** Resolves to a refusal to show in the dialog, or null when done (the dialog then closes). */
  onConfirm: () => Promise<MessageDescriptor | null>;
  onClose: () => void;
}

/** Asks before an action through the one Dialog; a refusal stays in it, explained. */
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  danger,
  confirmDisabled = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFailure(null);
    onClose();
  };
  return (
    <Dialog opened={opened} onClose={close} title={title}>
      <Stack gap="md">
        {children}
        <FormError message={failure} />
        <Group justify="flex-end">
          <Button variant="subtle" color="ink" onClick={close}>
            <Trans>Abbrechen</Trans>
          </Button>
          {!confirmDisabled && (
            <Button
              color={danger ? 'red.9' : undefined}
              loading={busy}
              onClick={async () => {
                setBusy(true);
                const refusal = await onConfirm();
                setBusy(false);
                if (refusal) setFailure(refusal);
                else close();
              }}
            >
              {confirmLabel}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
