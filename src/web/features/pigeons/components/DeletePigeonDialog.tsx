import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { PigeonListFieldsFragment } from '@web/gql/graphql';
import { Dialog } from '@web/lib/dialog/Dialog';
import { FormError } from '@web/lib/forms/FormError';
import { useState } from 'react';
import { useDeletePigeon } from '../hooks/useDeletePigeon';

interface DeletePigeonDialogProps {
  pigeon: PigeonListFieldsFragment | null;
  onClose: () => void;
}

/** Asks before deleting; a refusal of the server stays in the dialog. */
export function DeletePigeonDialog({ pigeon, onClose }: DeletePigeonDialogProps) {
  const { t } = useLingui();
  const { remove, loading, failure, reset } = useDeletePigeon();
  // The last pigeon stays in the text while the dialog closes.
  const [shown, setShown] = useState(pigeon);
  if (pigeon && pigeon !== shown) setShown(pigeon);
  const ring = shown?.ringNumber ?? '';
  const close = () => {
    reset();
    onClose();
  };
  return (
    <Dialog opened={pigeon !== null} onClose={close} title={t`Taube löschen?`}>
      <Stack gap="md">
        <Text>
          <Trans>
            Die Taube {ring} wird mit allen ihren Flugergebnissen gelöscht. Das lässt sich nicht rückgängig
            machen.
          </Trans>
        </Text>
        <FormError message={failure} />
        <Group justify="flex-end">
          <Button variant="subtle" color="ink" onClick={close}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button
            color="red.9"
            loading={loading}
            onClick={async () => {
              if (pigeon && (await remove(pigeon))) close();
            }}
          >
            <Trans>Endgültig löschen</Trans>
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
