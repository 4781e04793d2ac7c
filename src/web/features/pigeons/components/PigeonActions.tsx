import { Trans } from '@lingui/react/macro';
import { Button, Group, VisuallyHidden } from '@mantine/core';
import type { PigeonListFieldsFragment } from '@web/gql/graphql';

export interface PigeonActionHandlers {
  onShowResults: (pigeon: PigeonListFieldsFragment) => void;
  onEdit: (pigeon: PigeonListFieldsFragment) => void;
  onDelete: (pigeon: PigeonListFieldsFragment) => void;
}

/** A pigeon's buttons; each name ends in the ring number, so that they differ for screen readers. */
export function PigeonActions({
  pigeon,
  onShowResults,
  onEdit,
  onDelete,
  nowrap = false,
}: PigeonActionHandlers & { pigeon: PigeonListFieldsFragment; nowrap?: boolean }) {
  const ring = <VisuallyHidden> {pigeon.ringNumber}</VisuallyHidden>;
  return (
    <Group gap="xs" wrap={nowrap ? 'nowrap' : 'wrap'}>
      <Button size="compact-sm" variant="light" color="ink" onClick={() => onShowResults(pigeon)}>
        <Trans>Flugergebnisse</Trans>
        {ring}
      </Button>
      <Button size="compact-sm" variant="subtle" color="ink" onClick={() => onEdit(pigeon)}>
        <Trans>Bearbeiten</Trans>
        {ring}
      </Button>
      <Button size="compact-sm" variant="subtle" color="red.9" c="red.9" onClick={() => onDelete(pigeon)}>
        <Trans>Löschen</Trans>
        {ring}
      </Button>
    </Group>
  );
}
