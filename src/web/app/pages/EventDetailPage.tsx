import { isRegistrationOpen } from '@shared/eventLifecycle';
import { EventPageView } from '@web/features/events/components/EventPageView';
import { GuestRegistrationHint } from '@web/features/events/components/GuestRegistrationHint';
import { EVENT_CHANGED } from '@web/features/events/graphql/EventChanged';
import { EVENT_DETAIL } from '@web/features/events/graphql/EventDetail';
import { JUDGING_PROGRESS } from '@web/features/events/graphql/JudgingProgress';
import { useEventStatus } from '@web/features/events/hooks/useEventStatus';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { PageLoader } from '@web/lib/feedback/PageLoader';
// The facts' grid and the judging bar: the pages outside the Apollo layout bring their styles.
import '@web/lib/forms/formStyles';
import { hasStarted } from '@shared/eventLifecycle';
import { keepAnswer } from '@web/lib/graphql/keptAnswers';
import { useLiveSubscription } from '@web/lib/graphql/useLiveSubscription';
import { answerKey, usePublicQuery } from '@web/lib/graphql/usePublicQuery';
import { loadWorkCatalog } from '@web/lib/i18n/i18n';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useSession } from '@web/lib/session/SessionContext';
import { isLoggedIn } from '@web/lib/session/session';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageContainer } from './PageContainer';

const importLivePart = () => import('./EventDetailLive');
type LivePart = Awaited<ReturnType<typeof importLivePart>>;
/** The logged-in user's part, once loaded: later visits of the page show it at once. */
let livePart: LivePart | undefined;

/** The logged-in user's part with Apollo, and the texts of logged-in work it shows. */
async function loadLivePart(locale: Parameters<typeof loadWorkCatalog>[0]): Promise<LivePart> {
  const [part] = await Promise.all([importLivePart(), loadWorkCatalog(locale)]);
  livePart = part;
  return part;
}

/**
 * An event's page. A visitor reads it without Apollo: the answer the server rendered the page
 * with (or fetched like every public page's), kept current by the light subscription; so the page
 * a guest opens from a search or a shared link loads no more script than the event list does. A
 * logged-in user gets the page through Apollo, with what they may do there
 * (EventDetailLive.tsx, loaded when the session is known).
 *
 * A page the server rendered is taken over as the guest's it was rendered for, then the stored
 * session is read: for a logged-in user the visitor's view stays until the user's part has loaded,
 * and is then replaced in one step, never by a loader in between.
 */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const locale = useLocale();
  const loggedIn = isLoggedIn(user);
  const [live, setLive] = useState(livePart);
  // A guest's page (always so while a rendered page is taken over) keeps the visitor's view while
  // the user's part loads; a logged-in user's page shows the loader meanwhile.
  const [visitorShown] = useState(!loggedIn);
  // Not loaded (offline without the app's files): the visitor's view, which the device may have kept.
  const [liveFailed, setLiveFailed] = useState(false);
  useEffect(() => {
    if (!loggedIn || live) return;
    let current = true;
    loadLivePart(locale).then(
      (part) => current && setLive(part),
      () => current && setLiveFailed(true),
    );
    return () => {
      current = false;
    };
  }, [loggedIn, live, locale]);
  let body: React.ReactNode;
  if (loggedIn && live) body = <live.EventDetailLive id={id} />;
  else if (!loggedIn || visitorShown || liveFailed) body = <VisitorEvent id={id} />;
  else body = <PageLoader />;
  return <PageContainer narrow>{body}</PageContainer>;
}

/** The page as a guest sees it: the public answer, the pushed changes and counts, the way to log in. */
function VisitorEvent({ id }: { id: string }) {
  const variables = { id };
  const answer = usePublicQuery(EVENT_DETAIL, variables);
  const changed = useLiveSubscription(EVENT_CHANGED, variables, { skip: !answer.data?.event });
  // Whichever came last: the answer (fetched again when the network returned) or a pushed change.
  const pushed = (changed.receivedAt ?? 0) > (answer.fetchedAt ?? 0) ? changed.data?.eventChanged : undefined;
  const event = pushed ?? answer.data?.event ?? undefined;
  const status = useEventStatus(event);
  const started = status !== null && hasStarted(status);
  const progress = useLiveSubscription(JUDGING_PROGRESS, { eventId: id }, { skip: !started });
  // A pushed change is kept too: the page opened offline later shows the event as last seen.
  const key = answerKey(EVENT_DETAIL, JSON.stringify(variables));
  useEffect(() => {
    if (pushed && changed.receivedAt) keepAnswer(key, { event: pushed }, changed.receivedAt);
  }, [key, pushed, changed.receivedAt]);
  // Deleted meanwhile: the subscription's refusal, or the answer's when the page asks again.
  const deleted = toRequestFailure(changed.error).code === 'EVENT_NOT_FOUND';
  const notFound = deleted || toRequestFailure(answer.error).code === 'EVENT_NOT_FOUND';
  return (
    <EventPageView
      event={deleted ? undefined : event}
      status={status}
      loading={answer.loading}
      error={answer.error}
      notFound={notFound}
      fetchedAt={answer.error && event ? answer.fetchedAt : undefined}
      onRetry={answer.refetch}
      progress={progress.data?.judgingProgress}
    >
      {event && status && isRegistrationOpen(status) && <GuestRegistrationHint eventId={event.id} />}
    </EventPageView>
  );
}
