import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { CLASS_NAMES } from '@shared/classification';
import { registrationCostCents } from '@shared/fees';
import type { EventDetailFieldsFragment } from '@web/gql/graphql';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { FormError } from '@web/lib/forms/FormError';
import { classReasonText, SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { formatCents } from '@web/lib/text/money';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useState } from 'react';
import { EVENT_PIGEONS } from '../graphql/EventPigeons';
import { useEventRegistration } from '../hooks/useEventRegistration';
import { MyFee } from './MyFee';

type Registration = EventDetailFieldsFragment['myRegistrations'][number];

interface EventRegistrationProps {
  event: EventDetailFieldsFragment;
  /** False after the deadline: the list stays, changes are not offered. */
  open: boolean;
}

/**
 * Breeder: own registrations for the event, and while open the own pigeons to register. Withdrawing
 * a pigeon asks first.
 */
export function EventRegistration({ event, open }: EventRegistrationProps) {
  const { t, i18n } = useLingui();
  const { data, loading } = useQuery(EVENT_PIGEONS, { variables: { season: event.season }, skip: !open });
  const { register, unregister, registering, failure } = useEventRegistration(event.id);
  const [selected, setSelected] = useState<string[]>([]);
  // The registration the breeder is asked about before it is withdrawn.
  const [withdrawing, setWithdrawing] = useState<Registration | null>(null);
  const [shownWithdrawal, setShownWithdrawal] = useState<Registration | null>(null);
  if (withdrawing && withdrawing !== shownWithdrawal) setShownWithdrawal(withdrawing);
  const withdrawnRing = shownWithdrawal?.ringNumber ?? '';
  const registered = new Set(event.myRegistrations.map((registration) => registration.pigeonId));
  const available = (data?.myPigeons ?? []).filter((pigeon) => !registered.has(pigeon.id));
  const season = event.season;
  const charged = event.fees.pigeonFeeCents > 0 || event.fees.breederFeeCents > 0;
  // What the selected pigeons add to the breeder's fee: the per-breeder fee comes with the first.
  const cost = formatCents(
    i18n,
    registrationCostCents(event.fees, event.myRegistrations.length, selected.length),
  );
  const perPigeon = formatCents(i18n, event.fees.pigeonFeeCents);
  const perBreeder = formatCents(i18n, event.fees.breederFeeCents);

  return (
    <Stack gap="md">
      <section aria-labelledby="my-registrations">
        <Title order={2} size="h3" mb="xs" id="my-registrations">
          <Trans>Meine Anmeldungen</Trans>
        </Title>
        {event.myFee && <MyFee fee={event.myFee} />}
        {event.myRegistrations.length > 0 && (
          <Text size="sm" c="ink.7" mb="xs">
            {open ? (
              <Trans>
                Bis zum Anmeldeschluss folgt die Klasse jeder angemeldeten Taube ihren Flugergebnissen, wie
                der Verband sie einspielt. Danach steht sie fest.
              </Trans>
            ) : (
              <Trans>
                Seit dem Anmeldeschluss stehen die Klassen fest: Richter und Käfige richten sich nach ihnen.
              </Trans>
            )}
          </Text>
        )}
        {event.myRegistrations.length === 0 ? (
          <Text c="ink.7">
            <Trans>Sie haben noch keine Tauben angemeldet.</Trans>
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {event.myRegistrations.map((registration) => {
              const ring = registration.ringNumber;
              const cage = registration.cageNumber;
              return (
                <Card component="li" key={registration.id} withBorder padding="sm" radius="md">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={600}>
                        <RingNumber>{ring}</RingNumber>
                      </Text>
                      <Text size="sm">
                        {i18n._(CLASS_NAMES[registration.classCode])} · {i18n._(SEX_LABELS[registration.sex])}{' '}
                        · {registration.color}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {classReasonText(i18n, registration.reason)}
                      </Text>
                      {cage !== null && cage !== undefined && (
                        <Text size="sm">
                          <Trans>Käfig {cage}</Trans>
                        </Text>
                      )}
                    </div>
                    {open && (
                      // Outline in red.9: its text keeps AA contrast (Mantine's subtle variant
                      // would lighten it to red.6). Not "Ausloggen" or "Abmelden", words of the login.
                      <Button
                        variant="outline"
                        color="red.9"
                        size="xs"
                        aria-label={t`Taube ${ring} zurückziehen`}
                        onClick={() => setWithdrawing(registration)}
                      >
                        <Trans>Zurückziehen</Trans>
                      </Button>
                    )}
                  </Group>
                </Card>
              );
            })}
          </Stack>
        )}
      </section>
      {open && (
        <section aria-labelledby="register-pigeons">
          <Title order={2} size="h3" mb="xs" id="register-pigeons">
            <Trans>Tauben anmelden</Trans>
          </Title>
          <Text size="sm" c="ink.7" mb="sm">
            <Trans>
              Die Klasse gilt für die Saison {season}. Bis zum Anmeldeschluss folgt sie den Flugergebnissen,
              danach steht sie fest.
            </Trans>
          </Text>
          {charged && (
            <Text size="sm" c="ink.7" mb="sm">
              {event.fees.breederFeeCents > 0 ? (
                <Trans>
                  Startgeld: {perPigeon} je Taube, dazu einmal {perBreeder} je Züchter (Katalog).
                </Trans>
              ) : (
                <Trans>Startgeld: {perPigeon} je Taube.</Trans>
              )}
            </Text>
          )}
          {loading && !data ? (
            <Loader size="sm" role="status" aria-label={t`Tauben werden geladen …`} />
          ) : available.length === 0 ? (
            <Text c="ink.7">
              <Trans>Keine weiteren Tauben zum Anmelden.</Trans>
            </Text>
          ) : (
            <form
              onSubmit={async (submit) => {
                submit.preventDefault();
                if (selected.length === 0) return;
                if (await register(selected)) setSelected([]);
              }}
            >
              <Checkbox.Group value={selected} onChange={setSelected} label={t`Ihre Tauben`}>
                <Stack gap="xs" mt="xs">
                  {available.map((pigeon) => (
                    <Checkbox
                      key={pigeon.id}
                      value={pigeon.id}
                      label={
                        <>
                          <RingNumber>{pigeon.ringNumber}</RingNumber> ·{' '}
                          {i18n._(CLASS_NAMES[pigeon.classification.code])}
                        </>
                      }
                      description={classReasonText(i18n, pigeon.classification.reason)}
                    />
                  ))}
                </Stack>
              </Checkbox.Group>
              <Stack gap="sm" mt="md">
                {charged && (
                  <Text fw={600} aria-live="polite">
                    {selected.length > 0 && <Trans>Diese Anmeldung kostet {cost}.</Trans>}
                  </Text>
                )}
                <FormError message={failure} />
                <div>
                  <Button type="submit" loading={registering} disabled={selected.length === 0}>
                    <Trans>Ausgewählte anmelden</Trans>
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </section>
      )}
      {!open && <FormError message={failure} />}
      <ConfirmDialog
        opened={withdrawing !== null}
        title={t`Anmeldung zurückziehen?`}
        confirmLabel={t`Zurückziehen`}
        danger
        onClose={() => setWithdrawing(null)}
        onConfirm={async () => (withdrawing ? unregister(withdrawing) : null)}
      >
        <Text>
          <Trans>
            Die Anmeldung der Taube {withdrawnRing} für dieses Event wird zurückgezogen. Bis zum
            Anmeldeschluss können Sie sie wieder anmelden.
          </Trans>
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
