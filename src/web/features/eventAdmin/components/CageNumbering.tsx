import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, NumberInput, Stack, Text } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { cageNumberProblem, MAX_CAGE_NUMBER } from '@shared/validation';
import type { AdminCagesQuery } from '@web/gql/graphql';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { ERROR_CODE_MESSAGES, errorMessage } from '@web/lib/errors/errorMessages';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { notify } from '@web/lib/feedback/notify';
import { FormError } from '@web/lib/forms/FormError';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useRef, useState } from 'react';
import { sameOrder, steadyOrder } from '../cageOrder';
import { ASSIGN_CAGES, SET_CAGE_NUMBER } from '../graphql/EventAssignments';

type Cage = AdminCagesQuery['eventCages'][number];

/** The shared cage-number rule as a text, or null when the number may be sent. */
function cageNumberRefusal(value: number): MessageDescriptor | null {
  const problem = cageNumberProblem(value);
  if (problem === 'notPositive') return ERROR_CODE_MESSAGES.CAGE_NUMBER_MUST_BE_POSITIVE;
  if (problem === 'tooLarge') {
    const max = MAX_CAGE_NUMBER;
    return msg`Die Käfignummer darf höchstens ${max} sein.`;
  }
  return null;
}

/** One cage's number; `numbering` while every cage is numbered anew (the row's cage is replaced). */
function CageRow({ cage, numbering }: { cage: Cage; numbering: boolean }) {
  const { i18n } = useLingui();
  const [value, setValue] = useState<string | number>(cage.cageNumber);
  // The number last saved on the server: a new one (another admin, a refetch) replaces the input.
  const [saved, setSaved] = useState(cage.cageNumber);
  if (saved !== cage.cageNumber) {
    setSaved(cage.cageNumber);
    setValue(cage.cageNumber);
  }
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  // The answer is the cage, all that changed: the list is not read again. Such a read, answered
  // before the next row's change and arriving after it, would set that row back (decision 0037).
  const [setNumber, { loading }] = useMutation(SET_CAGE_NUMBER);
  const input = useRef<HTMLInputElement>(null);
  // The ring number never breaks, neither in the row nor in the input's label.
  const ring = <RingNumber>{cage.ringNumber}</RingNumber>;
  const number = value === '' ? Number.NaN : Number(value);
  const changed = number !== cage.cageNumber;
  return (
    <Card component="li" withBorder padding="sm" radius="md">
      <form
        onSubmit={async (submit) => {
          submit.preventDefault();
          setFailure(null);
          const refusal = cageNumberRefusal(number);
          if (refusal) {
            setFailure(refusal);
            input.current?.focus();
            return;
          }
          try {
            await setNumber({ variables: { cageId: cage.id, cageNumber: number } });
            notify(i18n, 'success', i18n._(msg`Käfig ${number} gespeichert`));
            // The row stays where it is; the focus goes back to its number for the next change.
            input.current?.focus();
            input.current?.scrollIntoView({ block: 'nearest' });
          } catch (error) {
            setFailure(errorMessage(error, 'save'));
            input.current?.focus();
          }
        }}
      >
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{ring}</Text>
            <Text size="sm">{i18n._(CLASS_NAMES[cage.classCode])}</Text>
            {cage.manuallySet && (
              <Badge variant="outline" color="ink" size="sm">
                <Trans>von Hand gesetzt</Trans>
              </Badge>
            )}
          </div>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            {/* No clamping: 0 or a negative number stays as typed and is refused with a reason. */}
            <NumberInput
              ref={input}
              w={150}
              clampBehavior="none"
              allowDecimal={false}
              label={<Trans>Käfig für {ring}</Trans>}
              value={value}
              onChange={(next) => {
                setValue(next);
                setFailure(null);
              }}
              error={failure !== null}
            />
            <Button type="submit" variant="light" loading={loading || numbering} disabled={!changed}>
              <Trans>Ändern</Trans>
            </Button>
          </Group>
        </Group>
        <FormError message={failure} />
      </form>
    </Card>
  );
}

/** Admin: number every cage (asking before overwriting hand-set numbers) or change single numbers. */
export function CageNumbering({ eventId, cages }: { eventId: string; cages: readonly Cage[] }) {
  const { i18n } = useLingui();
  const [assign, { loading }] = useMutation(ASSIGN_CAGES, {
    refetchQueries: ['AdminCages'],
    awaitRefetchQueries: true,
  });
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [askForce, setAskForce] = useState(false);
  const [order, setOrder] = useState<string[]>(() => cages.map((cage) => cage.id));
  const nextOrder = steadyOrder(order, cages);
  if (!sameOrder(order, nextOrder)) setOrder(nextOrder);
  const byId = new Map(cages.map((cage) => [cage.id, cage]));
  const shown = nextOrder.flatMap((id) => byId.get(id) ?? []);

  const numberAll = async (force: boolean): Promise<MessageDescriptor | null> => {
    setFailure(null);
    try {
      await assign({ variables: { eventId, force } });
      notify(i18n, 'success', i18n._(msg`Alle Käfige wurden nummeriert`));
      return null;
    } catch (error) {
      if (!force && toRequestFailure(error).code === 'CAGES_MANUALLY_CHANGED') {
        setAskForce(true);
        return null;
      }
      return errorMessage(error);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Button
          loading={loading}
          onClick={async () => {
            const refusal = await numberAll(false);
            if (refusal) setFailure(refusal);
          }}
        >
          <Trans>Alle Käfige nummerieren</Trans>
        </Button>
      </div>
      <FormError message={failure} />
      {shown.length === 0 ? (
        <Text c="ink.7">
          <Trans>Für dieses Event wurden noch keine Käfige zugewiesen.</Trans>
        </Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((cage) => (
            <CageRow key={cage.id} cage={cage} numbering={loading} />
          ))}
        </Stack>
      )}
      <ConfirmDialog
        opened={askForce}
        title={i18n._(msg`Neu nummerieren?`)}
        confirmLabel={i18n._(msg`Trotzdem neu nummerieren`)}
        danger
        onClose={() => setAskForce(false)}
        onConfirm={() => numberAll(true)}
      >
        <Text>
          <Trans>Einige Käfignummern wurden von Hand geändert. Neu nummerieren überschreibt sie.</Trans>
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
