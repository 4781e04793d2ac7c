import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Radio, Stack } from '@mantine/core';
import { SKIP_REASON_NAMES, SKIP_REASONS, type SkipReason, skipNeedsNote } from '@shared/judging';
import { Dialog } from '@web/lib/dialog/Dialog';
import { useState } from 'react';
import { NoteField } from './NoteField';

interface SkipDialogProps {
  opened: boolean;
  cageNumber: number;
  /** The card's remark so far: the dialog starts from it and hands it back. */
  note: string;
  onClose: () => void;
  onSkip: (reason: SkipReason, note: string) => Promise<void>;
}

/** Asks why a cage is skipped (another reason in a few words) before the skip is saved. */
export function SkipDialog({ opened, cageNumber, note: cardNote, onClose, onSkip }: SkipDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<SkipReason>('ABSENT');
  const [note, setNote] = useState(cardNote);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const needsNote = skipNeedsNote(reason);
  return (
    <Dialog opened={opened} onClose={onClose} title={t`Käfig ${cageNumber} überspringen`}>
      <Stack gap="md">
        <Radio.Group label={t`Grund`} value={reason} onChange={(value) => setReason(value as SkipReason)}>
          <Stack gap="sm" mt="xs">
            {SKIP_REASONS.map((value) => (
              <Radio key={value} value={value} label={i18n._(SKIP_REASON_NAMES[value])} size="md" />
            ))}
          </Stack>
        </Radio.Group>
        <NoteField
          label={needsNote ? t`Welcher Grund?` : t`Bemerkung`}
          value={note}
          required={needsNote}
          error={
            missing && needsNote && !note.trim()
              ? t`Bitte nennen Sie den Grund in ein paar Worten.`
              : undefined
          }
          onChange={setNote}
        />
        <Group justify="flex-end">
          <Button variant="subtle" color="ink" onClick={onClose}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button
            loading={busy}
            onClick={async () => {
              if (needsNote && !note.trim()) {
                setMissing(true);
                return;
              }
              setBusy(true);
              try {
                await onSkip(reason, note);
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
