import { useMutation, useQuery } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Fieldset, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { mdiMagnify } from '@mdi/js';
import { CLASS_NAMES } from '@shared/classification';
import type { EventJudgesQuery, PigeonClass } from '@web/gql/graphql';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { notify } from '@web/lib/feedback/notify';
import { FormError } from '@web/lib/forms/FormError';
import { Icon } from '@web/lib/icons/Icon';
import { personName } from '@web/lib/text/personName';
import { useState } from 'react';
import { ASSIGN_JUDGES, JUDGE_CANDIDATES } from '../graphql/EventAssignments';
import { judgeCandidates } from '../judgeCandidates';

type AdminEvent = EventJudgesQuery['event'];

/** Admin: per class with registrations, which accounts of judge rank judge it. */
export function JudgeAssignment({ event }: { event: AdminEvent }) {
  const { t, i18n } = useLingui();
  const classes = event.classes.filter((eventClass) => eventClass.registrationCount > 0);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data, previousData } = useQuery(JUDGE_CANDIDATES, {
    variables: { search: debounced || null, limit: 200 },
  });
  const [assign, { loading }] = useMutation(ASSIGN_JUDGES);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [forAll, setForAll] = useState('');
  const [selected, setSelected] = useState<Record<string, string[]>>(() =>
    Object.fromEntries(
      classes.map((eventClass) => [eventClass.code, eventClass.judges.map((judge) => judge.id)]),
    ),
  );
  // Names of everyone shown: the candidates found and the judges already assigned.
  const names = new Map<string, string>();
  for (const eventClass of classes)
    for (const judge of eventClass.judges) names.set(judge.id, personName(i18n, judge.shownName));
  const candidates = judgeCandidates((data ?? previousData)?.clients ?? []);
  for (const candidate of candidates)
    names.set(String(candidate.id), `${candidate.firstName} ${candidate.lastName}`.trim());
  const shownIds = (code: string) => {
    const ids = candidates.map((candidate) => String(candidate.id));
    for (const id of selected[code] ?? []) if (!ids.includes(id)) ids.push(id);
    return ids;
  };

  if (classes.length === 0) {
    return (
      <Text c="ink.7">
        <Trans>Für dieses Event gibt es noch keine Anmeldungen.</Trans>
      </Text>
    );
  }
  return (
    <form
      onSubmit={async (submit) => {
        submit.preventDefault();
        setFailure(null);
        try {
          await assign({
            variables: {
              eventId: event.id,
              assignments: classes.map((eventClass) => ({
                classCode: eventClass.code as PigeonClass,
                judgeIds: selected[eventClass.code] ?? [],
              })),
            },
          });
          notify(i18n, 'success', i18n._(msg`Richter gespeichert`));
        } catch (error) {
          setFailure(errorMessage(error, 'save'));
        }
      }}
    >
      <Stack gap="lg">
        <TextInput
          type="search"
          label={t`Richter suchen`}
          description={t`Name oder E-Mail; es werden nur Konten mit Richter-Rolle angezeigt.`}
          leftSection={<Icon path={mdiMagnify} />}
          value={search}
          onChange={(change) => setSearch(change.currentTarget.value)}
        />
        {/* A show with one judge, or a judge for most classes: one step instead of a box per class. */}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t`Einem Richter alle Klassen zuteilen`}
            value={forAll}
            onChange={(change) => setForAll(change.currentTarget.value)}
            data={[
              { value: '', label: t`Richter wählen` },
              ...candidates.map((candidate) => ({
                value: String(candidate.id),
                label: names.get(String(candidate.id)) ?? String(candidate.id),
              })),
            ]}
          />
          <Button
            variant="light"
            disabled={forAll === ''}
            onClick={() =>
              setSelected((previous) =>
                Object.fromEntries(
                  classes.map((eventClass) => {
                    const ids = previous[eventClass.code] ?? [];
                    return [eventClass.code, ids.includes(forAll) ? ids : [...ids, forAll]];
                  }),
                ),
              )
            }
          >
            <Trans>Allen Klassen zuteilen</Trans>
          </Button>
        </Group>
        {classes.map((eventClass) => {
          const label = i18n._(CLASS_NAMES[eventClass.code]);
          const count = eventClass.registrationCount;
          // A judge who shows pigeons in the class may not rate those (the server refuses it).
          const exhibiting = (selected[eventClass.code] ?? []).filter((id) =>
            eventClass.exhibitorIds.includes(id),
          );
          return (
            <Fieldset key={eventClass.code} legend={label}>
              <Text size="sm" c="ink.7" mb="xs">
                <Trans>{count} angemeldet</Trans>
              </Text>
              <Checkbox.Group
                value={selected[eventClass.code] ?? []}
                onChange={(ids) => setSelected((previous) => ({ ...previous, [eventClass.code]: ids }))}
              >
                <Stack gap={6}>
                  {shownIds(eventClass.code).map((id) => (
                    <Checkbox key={id} value={id} label={names.get(id) ?? id} />
                  ))}
                </Stack>
              </Checkbox.Group>
              {exhibiting.map((id) => (
                <OwnPigeonsWarning key={id} name={names.get(id) ?? id} />
              ))}
            </Fieldset>
          );
        })}
        <FormError message={failure} />
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            <Trans>Richter speichern</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function OwnPigeonsWarning({ name }: { name: string }) {
  return (
    <Text size="sm" c="red.9" mt="xs" role="status">
      <Trans>
        {name} zeigt in dieser Klasse eigene Tauben und darf sie nicht bewerten. Teilen Sie der Klasse einen
        weiteren Richter zu, der diese Tauben bewertet.
      </Trans>
    </Text>
  );
}
