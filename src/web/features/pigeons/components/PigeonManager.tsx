import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { mdiMagnify, mdiPlus } from '@mdi/js';
import type { PigeonListFieldsFragment } from '@web/gql/graphql';
import { Dialog } from '@web/lib/dialog/Dialog';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { FormError } from '@web/lib/forms/FormError';
import { useMemo, useState } from 'react';
import '@web/lib/forms/formStyles';
import { Icon } from '@web/lib/icons/Icon';
import { MY_PIGEONS } from '../graphql/MyPigeons';
import { PIGEON_SORTS, type PigeonSort, searchPigeons, sortPigeons } from '../pigeonList';
import { DeletePigeonDialog } from './DeletePigeonDialog';
import { FlightResults } from './FlightResults';
import { PigeonCards } from './PigeonCards';
import { PigeonForm } from './PigeonForm';
import { PigeonTable } from './PigeonTable';

type Editing = { pigeon: PigeonListFieldsFragment | null } | null;

/** /breeder/myPigeons: the own pigeons, searchable and sortable, with add, edit, delete and results. */
export function PigeonManager({ season }: { season: number }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<PigeonSort>('ring');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<PigeonListFieldsFragment | null>(null);
  const [showing, setShowing] = useState<PigeonListFieldsFragment | null>(null);
  const { data, loading, error } = useQuery(MY_PIGEONS, {
    variables: { season },
    fetchPolicy: 'cache-and-network',
  });
  const all = data?.myPigeons ?? [];
  const shown = useMemo(() => sortPigeons(searchPigeons(all, search), sort), [all, search, sort]);
  const sortLabels: Record<PigeonSort, string> = {
    ring: t`Ringnummer`,
    class: t`Klasse`,
    prizeKm: t`Preis-km`,
  };
  const handlers = {
    onShowResults: setShowing,
    onEdit: (pigeon: PigeonListFieldsFragment) => setEditing({ pigeon }),
    onDelete: setDeleting,
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t`Ringnummer oder Farbe suchen`}
          leftSection={<Icon path={mdiMagnify} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label={t`Sortieren nach`}
          value={sort}
          data={PIGEON_SORTS.map((value) => ({ value, label: sortLabels[value] }))}
          onChange={(event) => setSort(event.currentTarget.value as PigeonSort)}
          style={{ flex: '0 1 10rem' }}
        />
        <Button leftSection={<Icon path={mdiPlus} />} onClick={() => setEditing({ pigeon: null })}>
          <Trans>Taube hinzufügen</Trans>
        </Button>
      </Group>
      {error && <FormError message={errorMessage(error)} />}
      {loading && !data ? (
        <PageLoader />
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {all.length === 0 ? (
              <Trans>Sie haben noch keine Tauben eingetragen.</Trans>
            ) : (
              <Plural value={shown.length} one="# Taube" other="# Tauben" />
            )}
          </Text>
          <Box hiddenFrom="md">
            <PigeonCards pigeons={shown} {...handlers} />
          </Box>
          <Box visibleFrom="md">
            <PigeonTable pigeons={shown} season={season} {...handlers} />
          </Box>
        </>
      )}
      <Dialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.pigeon ? t`Taube bearbeiten` : t`Taube hinzufügen`}
      >
        {editing && (
          <PigeonForm
            key={editing.pigeon?.id ?? 'new'}
            pigeon={editing.pigeon}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <DeletePigeonDialog pigeon={deleting} onClose={() => setDeleting(null)} />
      <Dialog
        opened={showing !== null}
        onClose={() => setShowing(null)}
        title={t`Flugergebnisse ${showing?.ringNumber ?? ''}`}
        size="lg"
      >
        {showing && <FlightResults pigeonId={showing.id} season={season} />}
      </Dialog>
    </Stack>
  );
}
