import { useSubscription } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { hasStarted } from '@shared/eventLifecycle';
import { hasRank } from '@shared/roles';
import { paths } from '@web/config/paths';
import { CatalogueChecks } from '@web/features/eventAdmin/components/CatalogueChecks';
import { EventAdminActions } from '@web/features/eventAdmin/components/EventAdminActions';
import { LateRatings } from '@web/features/eventAdmin/components/LateRatings';
import { EventPageView, type ShownEvent } from '@web/features/events/components/EventPageView';
import { EventRegistration } from '@web/features/events/components/EventRegistration';
import { eventActions } from '@web/features/events/eventActions';
import { JUDGING_PROGRESS } from '@web/features/events/graphql/JudgingProgress';
import { useEventDetail } from '@web/features/events/hooks/useEventDetail';
import { useEventStatus } from '@web/features/events/hooks/useEventStatus';
import { MyObjections } from '@web/features/objections/components/MyObjections';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { notify } from '@web/lib/feedback/notify';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useSession } from '@web/lib/session/SessionContext';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiProvider } from '../ApiLayout';

/**
 * The event page of a logged-in user: the visitor's view (EventPageView) through Apollo, with what
 * the user may do there: register pigeons, judge, the office's checks, late ratings and actions.
 * Loaded by EventDetailPage with the `work` catalog, only for a logged-in user.
 */
export function EventDetailLive(props: LiveEventProps) {
  return (
    <ApiProvider>
      <LiveEvent {...props} />
    </ApiProvider>
  );
}

interface LiveEventProps {
  id: string;
  /**
   * What the visitor's view showed of the event before this part took over: shown until Apollo has
   * an answer, or while it cannot get one (offline), so the page does not turn into a loader or an
   * error and back when the app switches to this part after taking over a page rendered for a
   * guest (the page would shrink and move a visitor who had scrolled down). Not written into
   * Apollo's cache: the public answers carry no `__typename`.
   */
  shownBefore?: ShownEvent;
}

function LiveEvent({ id, shownBefore }: LiveEventProps) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const locale = useLocale();
  const navigate = useNavigate();
  const { event: current, fetchedAt, loading, error, notFound, refetch, read } = useEventDetail(id);
  const offline = toRequestFailure(error).code === 'NETWORK';
  const before = !current && (loading || offline) ? shownBefore : undefined;
  // The admin's own deletion: whichever comes first, the answer or the subscription's
  // EVENT_NOT_FOUND, the admin lands on the list of events with a notification. Until then the
  // page keeps showing the event, so the confirming dialog stays open: the navigation replaces its
  // history entry, and closing it earlier would step back in history and undo the navigation.
  const [deleting, setDeleting] = useState<string | null>(null);
  const [lastEvent, setLastEvent] = useState(current);
  if (current && current !== lastEvent) setLastEvent(current);
  const event = current ?? (deleting !== null ? lastEvent : before?.event);
  // The user's own parts (registrations, fee, the office's work) only from an answer for this user:
  // the visitor's view knew none of them. And from the first read's answer, not the event as the
  // device kept it from an earlier visit (for 1.5 s at most, or offline): its state may have moved
  // on meanwhile (ended by another office), and with it the buttons and the parts above them.
  const answered = (current !== undefined && read) || deleting !== null;
  const status = useEventStatus(event);
  const started = status !== null && hasStarted(status);
  const progress = useSubscription(JUDGING_PROGRESS, { variables: { eventId: id }, skip: !started });
  // One departure, whoever asks first; the second asker waits for the same navigation (the
  // dialog must not close, and step back, before the new page has replaced its entry).
  const leaving = useRef<Promise<void> | null>(null);
  const leave = useCallback(
    (title: string) => {
      leaving.current ??= (async () => {
        notify(i18n, 'success', i18n._(msg`Das Event ${title} wurde gelöscht.`));
        await navigate(paths.events.href(locale), { replace: true });
      })();
      return leaving.current;
    },
    [i18n, navigate, locale],
  );
  useEffect(() => {
    if (deleting !== null && notFound) void leave(deleting);
  }, [deleting, notFound, leave]);

  const actions = status ? eventActions(user.role, status) : undefined;
  // What the office may do with the event; with registering, whether the user may do anything here.
  const officeActs =
    actions !== undefined &&
    Object.entries(actions).some(([action, allowed]) => action !== 'register' && allowed);
  const mayAct = officeActs || actions?.register === true;
  const judges = event?.classes.some((c) => c.judges.some((judge) => judge.id === String(user.id)));
  return (
    <EventPageView
      event={event}
      status={status}
      loading={loading}
      error={error}
      notFound={notFound}
      fetchedAt={before && offline ? before.fetchedAt : fetchedAt}
      onRetry={() => void refetch()}
      progress={progress.data?.judgingProgress}
      judging={
        judges &&
        started && (
          <Button
            component={Link}
            to={paths.judgeCages.href(locale, { eventId: id })}
            size="lg"
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>Käfige bewerten</Trans>
          </Button>
        )
      }
    >
      {/* Until then a loader where they will be: the page only grows when they come. */}
      {!answered && loading && mayAct && <PageLoader />}
      {answered && event && status && actions && (
        <>
          {(actions.register || event.myRegistrations.length > 0) && (
            <EventRegistration event={event} open={actions.register} />
          )}
          {status === 'ENDED' && <MyObjections event={event} />}
          {hasRank(user.role, 'ADMIN') && status === 'CLOSED' && <CatalogueChecks eventId={event.id} />}
          {/* What waits for the office comes before what the office may do with the event. */}
          {hasRank(user.role, 'ADMIN') && status === 'ENDED' && <LateRatings eventId={event.id} />}
          {officeActs && (
            <EventAdminActions
              eventId={event.id}
              title={event.title}
              ended={status === 'ENDED'}
              eventStart={event.eventStart}
              actions={actions}
              onDeleting={() => setDeleting(event.title)}
              onDeleted={() => leave(event.title)}
            />
          )}
        </>
      )}
    </EventPageView>
  );
}
