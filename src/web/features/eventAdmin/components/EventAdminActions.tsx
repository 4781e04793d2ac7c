import { useLazyQuery, useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, List, Text, TextInput, Title } from '@mantine/core';
import { readyToStart } from '@shared/catalogueChecks';
import { isEarlyStart, titleConfirmed } from '@shared/eventLifecycle';
import { paths } from '@web/config/paths';
import { ConfirmDialog } from '@web/lib/dialog/ConfirmDialog';
import { confirmedAction } from '@web/lib/dialog/confirmedAction';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { RingNumber } from '@web/lib/text/RingNumber';
import { useState } from 'react';
import { Link } from 'react-router';
import { DELETE_EVENT, END_EVENT, START_EVENT, UNJUDGED_CAGES } from '../graphql/EventMutations';
import { JUDGING_DEVICES } from '../graphql/JudgingDevices';
import { useCatalogueFindings } from '../hooks/useCatalogueFindings';
import { useLateJudgingOps } from '../hooks/useLateJudgingOps';
import { heldRatings } from './JudgingDevices';
import { StartBlockersList } from './StartBlockersList';

interface AdminActionFlags {
  edit: boolean;
  start: boolean;
  end: boolean;
  delete: boolean;
  assignJudges: boolean;
  assignCages: boolean;
}

interface EventAdminActionsProps {
  eventId: string;
  title: string;
  /**
   * Ended: deleting takes its published results too, and asks for the title typed in; the late
   * ratings' list comes above.
   */
  ended: boolean;
  /** The planned start (ISO): starting days before it asks with the date named. */
  eventStart: string;
  actions: AdminActionFlags;
  /**
   * Called as the deletion is sent: the page leaves (for the list of events, with a notification)
   * once the event is gone, whichever comes first, the answer (onDeleted, resolving once the page
   * has left) or the subscription's EVENT_NOT_FOUND.
   */
  onDeleting: () => void;
  onDeleted: () => Promise<void>;
}

type Pending = 'start' | 'end' | 'delete' | null;

/** Admin: edit, assign, start, end and delete an event; each change asks first. */
export function EventAdminActions({
  eventId,
  title,
  ended,
  eventStart,
  actions,
  onDeleting,
  onDeleted,
}: EventAdminActionsProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const [pending, setPending] = useState<Pending>(null);
  const [typedTitle, setTypedTitle] = useState('');
  const showTime = useShowTime();
  const plannedStart = showTime(eventStart, { dateStyle: 'full', timeStyle: 'short' });
  const needsTitle = ended;
  const [start] = useMutation(START_EVENT);
  const [end] = useMutation(END_EVENT);
  const [remove] = useMutation(DELETE_EVENT, { refetchQueries: ['EventsList'] });
  const [loadUnjudged, unjudged] = useLazyQuery(UNJUDGED_CAGES, { fetchPolicy: 'network-only' });
  const cages = unjudged.data?.event.unjudgedCages ?? [];
  // What the judges' tablets still hold, by their last reports (the device panel).
  const [loadDevices, devices] = useLazyQuery(JUDGING_DEVICES, { fetchPolicy: 'network-only' });
  const held = heldRatings(devices.data?.judgingDevices ?? []);
  const ownJudged = unjudged.data?.event.ownPigeonJudgements ?? [];
  // Open findings before the start (CatalogueChecks shows them): the start asks about them.
  const { findings, blockers, known, settled, refresh } = useCatalogueFindings(eventId, !actions.start);
  const blocked = known && !readyToStart(blockers);
  // After the end the late ratings' list (LateRatings) comes above, with its own read.
  const lateRatings = useLateJudgingOps(eventId, !ended);

  const run = (action: () => Promise<unknown>, done: string) => confirmedAction(i18n, action, done);
  // The part above (the checks before the start, the late ratings after the end: the same reads)
  // shows once its read is over: until then a loader here, so that the buttons come with it instead
  // of being pushed down a moment after they appeared, from under a finger about to tap one.
  if (!settled || !lateRatings.settled) return <PageLoader />;

  return (
    <section aria-labelledby="event-admin">
      <Title order={2} size="h3" mb="xs" id="event-admin">
        <Trans>Verwaltung</Trans>
      </Title>
      <Group gap="sm">
        {actions.edit && (
          <Button component={Link} to={paths.adminEventEdit.href(locale, { id: eventId })} variant="light">
            <Trans>Bearbeiten</Trans>
          </Button>
        )}
        {actions.assignJudges && (
          <Button component={Link} to={paths.adminEventJudges.href(locale, { id: eventId })} variant="light">
            <Trans>Richter zuweisen</Trans>
          </Button>
        )}
        {actions.assignCages && (
          <Button component={Link} to={paths.adminCageAssign.href(locale, { eventId })} variant="light">
            <Trans>Käfige zuweisen</Trans>
          </Button>
        )}
        <Button
          component={Link}
          to={paths.adminEventRegistrations.href(locale, { id: eventId })}
          variant="light"
        >
          <Trans>Anmeldungen je Züchter</Trans>
        </Button>
        <Button component={Link} to={paths.adminEventFees.href(locale, { id: eventId })} variant="light">
          <Trans>Startgeld</Trans>
        </Button>
        <Button component={Link} to={paths.adminEventCatalogue.href(locale, { id: eventId })} variant="light">
          <Trans>Katalog</Trans>
        </Button>
        <Button component={Link} to={paths.adminEventLabels.href(locale, { id: eventId })} variant="light">
          <Trans>Käfigetiketten</Trans>
        </Button>
        <Button component={Link} to={paths.adminEventMails.href(locale, { id: eventId })} variant="light">
          <Trans>Ergebnis-Mails</Trans>
        </Button>
        <Button component={Link} to={paths.adminEventRecords.href(locale, { id: eventId })} variant="light">
          <Trans>Papierkarten und Verlauf</Trans>
        </Button>
        {ended && (
          <Button component={Link} to={paths.adminEventResults.href(locale, { id: eventId })} variant="light">
            <Trans>Ergebnisse prüfen</Trans>
          </Button>
        )}
        {ended && (
          <Button
            component={Link}
            to={paths.adminEventCertificates.href(locale, { id: eventId })}
            variant="light"
          >
            <Trans>Urkunden</Trans>
          </Button>
        )}
        <Button component={Link} to={paths.adminEventDevices.href(locale, { id: eventId })} variant="light">
          <Trans>Geräte der Richter</Trans>
        </Button>
        <Button
          component={Link}
          to={paths.adminEventJudgeStatistics.href(locale, { id: eventId })}
          variant="light"
        >
          <Trans>Richterstatistik</Trans>
        </Button>
        {actions.start && (
          <Button
            onClick={() => {
              // What is missing may have been done meanwhile, in another tab or by another admin.
              refresh();
              setPending('start');
            }}
          >
            <Trans>Event starten</Trans>
          </Button>
        )}
        {actions.end && (
          <Button
            onClick={() => {
              void loadUnjudged({ variables: { id: eventId } });
              void loadDevices({ variables: { eventId } });
              setPending('end');
            }}
          >
            <Trans>Event beenden</Trans>
          </Button>
        )}
        {actions.delete && (
          <Button color="red.9" variant="outline" onClick={() => setPending('delete')}>
            <Trans>Event löschen</Trans>
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={pending === 'start'}
        title={t`Event starten?`}
        confirmLabel={findings.length > 0 ? t`Trotzdem starten` : t`Starten`}
        confirmDisabled={blocked}
        onClose={() => setPending(null)}
        onConfirm={() =>
          run(() => start({ variables: { id: eventId } }), i18n._(msg`Das Event wurde gestartet`))
        }
      >
        {blocked ? (
          <StartBlockersList eventId={eventId} blockers={blockers} />
        ) : (
          findings.length > 0 && (
            <Text fw={600}>
              <Plural
                value={findings.length}
                one="Ein Punkt unter „Vor dem Start prüfen“ ist noch offen."
                other="# Punkte unter „Vor dem Start prüfen“ sind noch offen."
              />
            </Text>
          )
        )}
        {!blocked && pending === 'start' && isEarlyStart(new Date(eventStart), new Date()) && (
          <Text fw={600}>
            <Trans>
              Geplant ist das Event erst für {plannedStart}. Gestartet wird es jetzt: Die Richter können
              sofort bewerten.
            </Trans>
          </Text>
        )}
        {!blocked && (
          <Text>
            <Trans>Danach lassen sich Anmeldungen, Käfige und das Bewertungsschema nicht mehr ändern.</Trans>
          </Text>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending === 'end'}
        title={t`Event beenden?`}
        confirmLabel={t`Beenden`}
        danger
        onClose={() => setPending(null)}
        onConfirm={() => run(() => end({ variables: { id: eventId } }), i18n._(msg`Das Event wurde beendet`))}
      >
        {unjudged.loading ? (
          <Text>
            <Trans>Wird geladen</Trans>
          </Text>
        ) : cages.length === 0 ? (
          <Text>
            <Trans>Alle Käfige sind bewertet.</Trans>
          </Text>
        ) : (
          <>
            <Text>
              <Trans>Diese Käfige sind noch nicht bewertet:</Trans>
            </Text>
            <List size="sm" mah={240} style={{ overflowY: 'auto' }}>
              {cages.map((cage) => (
                <List.Item key={cage.id}>
                  {cage.cageNumber} · <RingNumber>{cage.ringNumber}</RingNumber>
                </List.Item>
              ))}
            </List>
          </>
        )}
        {ownJudged.length > 0 && (
          <>
            <Text mt="sm">
              <Trans>Diese Käfige hat der Züchter der Taube selbst bewertet; prüfen Sie sie:</Trans>
            </Text>
            <List size="sm">
              {ownJudged.map((judged) => (
                <List.Item key={judged.cageId}>
                  <Trans>
                    Käfig {judged.cageNumber}: {judged.judge.shownName}
                  </Trans>
                </List.Item>
              ))}
            </List>
          </>
        )}
        {devices.loading && (
          <Text mt="sm">
            <Trans>Die letzten Meldungen der Tablets werden geladen …</Trans>
          </Text>
        )}
        {devices.error && !devices.loading && (
          <Text mt="sm" fw={600}>
            <Trans>
              Ob die Tablets der Richter noch Bewertungen halten, ließ sich nicht laden. Sehen Sie vor dem
              Beenden in der Geräteübersicht nach.
            </Trans>{' '}
            <Anchor component={Link} replace to={paths.adminEventDevices.href(locale, { id: eventId })}>
              <Trans>Geräte der Richter ansehen</Trans>
            </Anchor>
          </Text>
        )}
        {held > 0 && !devices.loading && (
          <Text mt="sm" fw={600}>
            <Plural
              value={held}
              one="Die Tablets der Richter halten laut ihrer letzten Meldung noch # Bewertung, die der Server nicht hat."
              other="Die Tablets der Richter halten laut ihrer letzten Meldung noch # Bewertungen, die der Server nicht hat."
            />{' '}
            <Trans>
              Was nach dem Ende ankommt, geht als verspätete Bewertung an die Schauleitung; sie entscheidet,
              ob es zählt.
            </Trans>{' '}
            {/* replace: the page takes the dialog's history entry. */}
            <Anchor component={Link} replace to={paths.adminEventDevices.href(locale, { id: eventId })}>
              <Trans>Geräte der Richter ansehen</Trans>
            </Anchor>
          </Text>
        )}
        <Text mt="sm">
          <Trans>Danach erhält jeder Züchter mit Tauben im Event seine Ergebnisse per E-Mail.</Trans>
        </Text>
      </ConfirmDialog>
      <ConfirmDialog
        opened={pending === 'delete'}
        title={t`Event löschen?`}
        confirmLabel={t`Endgültig löschen`}
        danger
        onClose={() => {
          setPending(null);
          setTypedTitle('');
        }}
        onConfirm={async () => {
          if (needsTitle && !titleConfirmed(typedTitle, title))
            return msg`Bitte geben Sie den Titel des Events ein.`;
          onDeleting();
          try {
            await remove({ variables: { id: eventId, confirmTitle: needsTitle ? typedTitle : null } });
          } catch (error) {
            return errorMessage(error);
          }
          // The page leaves for the list of events and says so; the dialog stays open until then,
          // so that the navigation replaces its history entry (see useHistoryEntry).
          await onDeleted();
          return null;
        }}
      >
        {needsTitle ? (
          <>
            <Text>
              <Trans>
                Das Event {title} ist beendet und seine Ergebnisse sind veröffentlicht. Gelöscht verschwinden
                mit ihm alle Anmeldungen, Richter, Käfige, Bewertungen mit ihrem Verlauf, die Ergebnisse und
                die Ergebnis-Mails, für alle. Das lässt sich nicht rückgängig machen.
              </Trans>
            </Text>
            <TextInput
              mt="sm"
              label={t`Zum Bestätigen den Titel des Events eingeben`}
              autoComplete="off"
              value={typedTitle}
              onChange={(event) => setTypedTitle(event.currentTarget.value)}
            />
          </>
        ) : (
          <Text>
            <Trans>
              Das Event {title} wird mit allen Anmeldungen, Richtern und Käfigen gelöscht. Das lässt sich
              nicht rückgängig machen.
            </Trans>
          </Text>
        )}
      </ConfirmDialog>
    </section>
  );
}
