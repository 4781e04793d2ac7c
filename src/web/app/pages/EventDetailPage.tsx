import { hasStarted, isRegistrationOpen } from '@shared/eventLifecycle';
import type { Locale } from '@shared/locales';
import { EventPageView, type ShownEvent } from '@web/features/events/components/EventPageView';
import { GuestRegistrationHint } from '@web/features/events/components/GuestRegistrationHint';
import { EVENT_CHANGED } from '@web/features/events/graphql/EventChanged';
import { EVENT_DETAIL } from '@web/features/events/graphql/EventDetail';
import { JUDGING_PROGRESS } from '@web/features/events/graphql/JudgingProgress';
import { useEventStatus } from '@web/features/events/hooks/useEventStatus';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { PageLoader } from '@web/lib/feedback/PageLoader';
// The facts' grid and the judging bar: the pages outside the Apollo layout bring their styles.
import '@web/lib/forms/formStyles';
import { forgetKeptAnswer, keepAnswer } from '@web/lib/graphql/keptAnswers';
import { useLiveSubscription } from '@web/lib/graphql/useLiveSubscription';
import { answerKey, usePublicQuery } from '@web/lib/graphql/usePublicQuery';
import { loadWorkCatalog } from '@web/lib/i18n/i18n';
import { useLocale } from '@web/lib/i18n/useLocale';
import { retryDelay } from '@web/lib/network/retryDelay';
import { useSession } from '@web/lib/session/SessionContext';
import { isLoggedIn } from '@web/lib/session/session';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageContainer } from './PageContainer';

const importLivePart = () => import('./EventDetailLive');
type LivePart = Awaited<ReturnType<typeof importLivePart>>;
/** The logged-in user's part, once loaded: later visits of the page show it at once. */
let livePart: LivePart | undefined;

/** Tries after a failure while the browser says online, each after a longer wait (retryDelay). */
const TRIES_WHILE_ONLINE = 5;

/** The logged-in user's part with Apollo, and the texts of logged-in work it shows. */
async function loadLivePart(locale: Locale): Promise<LivePart> {
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
  // What the visitor's view showed: the user's part starts from it (also after another tab's
  // login has cleared what the device keeps, and offline).
  const [shown, setShown] = useState<ShownEvent>();
  // Not loaded (offline before the app's files were stored): the visitor's view stays, and the part
  // is asked for again when the network returns, and a few times more while the browser says it is
  // online: a try made on "online" may fail too (sent before requests get through, or sharing a
  // request of the last try still on its way). A part that fails that often while online is gone
  // (a new release) rather than late: it waits for the next "online" or a reload. Browsers now
  // fetch a module again when an import of it failed to fetch (whatwg/html#10327; the Chromium 156
  // of the tests does, as do Firefox and Safari); a browser that keeps the failure fails again at
  // once, and there a reload tries again.
  const [liveFailed, setLiveFailed] = useState(false);
  useEffect(() => {
    if (!loggedIn || live) return;
    let current = true;
    /** Tries in a row that failed while the browser said online. */
    let misses = 0;
    /** The next try's, while one is due. */
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      clearTimeout(timer);
      loadLivePart(locale).then(
        (part) => current && setLive(part),
        () => {
          if (!current) return;
          setLiveFailed(true);
          clearTimeout(timer);
          if (navigator.onLine && misses < TRIES_WHILE_ONLINE) timer = setTimeout(load, retryDelay(misses++));
        },
      );
    };
    const networkBack = () => {
      misses = 0;
      load();
    };
    load();
    window.addEventListener('online', networkBack);
    return () => {
      current = false;
      clearTimeout(timer);
      window.removeEventListener('online', networkBack);
    };
  }, [loggedIn, live, locale]);
  let body: React.ReactNode;
  if (loggedIn && live)
    body = <live.EventDetailLive key={id} id={id} shownBefore={shown?.event.id === id ? shown : undefined} />;
  else if (!loggedIn || visitorShown || liveFailed)
    // The hint to log in stays while the user's part loads (the page would shrink without it),
    // not when it could not load.
    body = <VisitorEvent id={id} loginHint={!loggedIn || !liveFailed} onShown={setShown} />;
  else body = <PageLoader />;
  return <PageContainer narrow>{body}</PageContainer>;
}

interface VisitorEventProps {
  id: string;
  /** Whether to offer the login to register pigeons (while registration is open). */
  loginHint: boolean;
  /** Told what the view shows, whenever that changes. */
  onShown: (shown: ShownEvent) => void;
}

/** The page as a guest sees it: the public answer, the pushed changes and counts, the way to log in. */
function VisitorEvent({ id, loginHint, onShown }: VisitorEventProps) {
  const variables = { id };
  const key = answerKey(EVENT_DETAIL, JSON.stringify(variables));
  const answer = usePublicQuery(EVENT_DETAIL, variables);
  // When the answer last changed, on this device's clock (a rendered answer's `fetchedAt` is the
  // server's): a change pushed after it is newer, an answer that comes after a push is.
  const [answered, setAnswered] = useState(() => ({ data: answer.data, at: Date.now() }));
  if (answered.data !== answer.data) setAnswered({ data: answer.data, at: Date.now() });
  const changed = useLiveSubscription(EVENT_CHANGED, variables, { skip: !answer.data?.event });
  const pushed =
    changed.receivedAt !== undefined && changed.receivedAt > answered.at
      ? changed.data?.eventChanged
      : undefined;
  // Deleted meanwhile: the subscription's refusal, or the answer's when the page asks again.
  const deleted = toRequestFailure(changed.error).code === 'EVENT_NOT_FOUND';
  const notFound = deleted || toRequestFailure(answer.error).code === 'EVENT_NOT_FOUND';
  const event = deleted ? undefined : (pushed ?? answer.data?.event ?? undefined);
  const status = useEventStatus(event);
  const started = status !== null && hasStarted(status);
  const progress = useLiveSubscription(JUDGING_PROGRESS, { eventId: id }, { skip: !started });
  const fetchedAt = pushed ? changed.receivedAt : answer.fetchedAt;
  useEffect(() => {
    if (event) onShown({ event, fetchedAt });
  }, [event, fetchedAt, onShown]);
  // A pushed change is kept too: the page opened offline later shows the event as last seen; a
  // deleted event is not shown offline either.
  useEffect(() => {
    if (pushed && changed.receivedAt) keepAnswer(key, { event: pushed }, changed.receivedAt);
  }, [key, pushed, changed.receivedAt]);
  useEffect(() => {
    if (deleted) forgetKeptAnswer(key);
  }, [key, deleted]);
  return (
    <EventPageView
      event={event}
      status={status}
      loading={answer.loading}
      error={answer.error}
      notFound={notFound}
      fetchedAt={answer.error && event ? answer.fetchedAt : undefined}
      onRetry={answer.refetch}
      progress={progress.data?.judgingProgress}
    >
      {loginHint && event && status && isRegistrationOpen(status) && (
        <GuestRegistrationHint eventId={event.id} />
      )}
    </EventPageView>
  );
}
