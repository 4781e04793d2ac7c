import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text } from '@mantine/core';
import { totalOf } from '@shared/judging';
import { paths } from '@web/config/paths';
import { JudgingNotAvailable } from '@web/features/judging/components/JudgingNotAvailable';
import { type CardDecision, PointCard, type SavedCard } from '@web/features/judging/components/PointCard';
import { useFreshCage } from '@web/features/judging/hooks/useFreshCage';
import { nextOpenCage, useJudgeCages } from '@web/features/judging/hooks/useJudgeCages';
import { useLiveEventStatus } from '@web/features/judging/hooks/useLiveEventStatus';
import { lockedReason } from '@web/features/judging/lockedReason';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { judgingDb } from '@web/lib/outbox/judgingDbInstance';
import { syncOutbox } from '@web/lib/outbox/outboxSession';
import { saveJudgement } from '@web/lib/outbox/saveJudgement';
import { useSession } from '@web/lib/session/SessionContext';
import { shownName } from '@web/lib/session/session';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageContainer } from './PageContainer';

// Marks for the judging bench: from the tap on Save to the decision stored on the device, and to
// the next card on screen.
const SAVE_MARK = 'judging:save';
const STORED_MEASURE = 'judging:save-to-stored';
const NEXT_MEASURE = 'judging:save-to-next';

/** While a decision is being stored, leaving the page asks first (the browser's own question). */
function holdWhileSaving(event: BeforeUnloadEvent) {
  event.preventDefault();
  // Browsers before the standard's preventDefault ask only when this is set.
  event.returnValue = '';
}

/**
 * Navigation state of a card: a decision this device could not store (shown again, as entered),
 * or what the card before it saved (confirmed in a line).
 */
export interface CardState {
  unsaved?: { cageId: string; decision: CardDecision };
  saved?: SavedCard;
}

export function JudgeCagePage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { state } = useLocation() as { state: CardState | null };
  const { eventId = '', cageId = '' } = useParams();
  const { event, cages, ownerId, loading, error } = useJudgeCages(eventId, 'cache-first');
  // The judge this card was opened for: a login of another account in another tab changes the
  // session under the open card, and a rating saved now would be that account's. It is refused.
  const { user } = useSession();
  const openedFor = useRef<{ id: number; name: string } | null>(null);
  if (!openedFor.current && ownerId > 0) openedFor.current = { id: ownerId, name: shownName(user) };
  const [otherJudge, setOtherJudge] = useState(false);
  const openedForName = openedFor.current?.name ?? '';
  const refused = useFreshCage(eventId, cageId);
  // The office ending the show reaches the open card at once.
  useLiveEventStatus(eventId, !event);
  const cage = cages?.find((c) => c.id === cageId);
  usePageTitle(cage ? t`Käfig ${cage.cageNumber} bewerten` : t`Käfig bewerten`);
  const listHref = paths.judgeCages.href(locale, { eventId });
  const unsaved = state?.unsaved?.cageId === cageId ? state.unsaved.decision : undefined;

  const shownCageId = cage?.id;
  useLayoutEffect(() => {
    if (!shownCageId || performance.getEntriesByName(SAVE_MARK, 'mark').length === 0) return;
    performance.measure(NEXT_MEASURE, SAVE_MARK);
    performance.clearMarks(SAVE_MARK);
  }, [shownCageId]);

  // The handlers read the latest list through a ref, so they stay the same function across the
  // list's updates and the memoised card does not render again for every change on the device.
  const latest = useRef({ cage, cages, event });
  latest.current = { cage, cages, event };
  const decide = useCallback(
    async (decision: CardDecision) => {
      const { cage: shown, cages: all, event: current } = latest.current;
      if (!shown || !all || !current) return;
      const sameJudge = !openedFor.current || openedFor.current.id === ownerId;
      setOtherJudge(!sameJudge);
      if (!sameJudge) return;
      performance.mark(SAVE_MARK);
      // The card moves on only once the decision is stored on this device (the transaction has
      // committed): a tab closed, reloaded or killed a moment after Save must not lose it. Leaving
      // the page before that asks first.
      window.addEventListener('beforeunload', holdWhileSaving);
      try {
        await saveJudgement(
          judgingDb(),
          ownerId,
          {
            eventId,
            eventTitle: current.title,
            cageId: shown.id,
            cageNumber: shown.cageNumber,
            ringNumber: shown.ringNumber,
            classCode: shown.classCode,
            kind: decision.kind,
            scores: decision.kind === 'RATE' ? decision.scores : null,
            skipReason: decision.kind === 'SKIP' ? decision.skipReason : null,
            note: decision.note,
          },
          // After what the card showed, whatever this device's clock says.
          { replaces: shown.refusedOpIds, after: shown.judgement },
        );
      } catch (failure) {
        console.error('A decision could not be stored on this device', failure);
        const back: CardState = { unsaved: { cageId: shown.id, decision } };
        await navigate(paths.judgeCage.href(locale, { eventId, cageId: shown.id }), {
          replace: true,
          state: back,
        });
        return;
      } finally {
        window.removeEventListener('beforeunload', holdWhileSaving);
      }
      performance.measure(STORED_MEASURE, SAVE_MARK);
      const next = nextOpenCage(all, shown.cageNumber);
      const saved: SavedCard = {
        cageNumber: shown.cageNumber,
        total: decision.kind === 'RATE' ? totalOf(decision.scores) : null,
        skipReason: decision.kind === 'SKIP' ? decision.skipReason : null,
      };
      // Replace: back from any card leads to the list, not through every card rated. flushSync:
      // the next card renders now, not as a transition that yields to the outbox's own updates.
      await navigate(next ? paths.judgeCage.href(locale, { eventId, cageId: next.id }) : listHref, {
        replace: true,
        flushSync: true,
        state: { saved } satisfies CardState,
      });
      // Sent once the next card is on screen: the sending's own reads and writes of the device's
      // database would otherwise queue before the card (and before the judge's next save).
      syncOutbox();
    },
    [ownerId, eventId, locale, listHref, navigate],
  );
  const leave = useCallback(() => void navigate(listHref, { replace: true }), [navigate, listHref]);

  let body: React.ReactNode;
  if (cage && event && cages) {
    body = (
      <PointCard
        key={cage.id}
        cage={cage}
        scheme={event.ratingScheme}
        lockedReason={lockedReason(i18n, event.status, cage.ownPigeon)}
        ended={event.status === 'ENDED'}
        unsaved={unsaved}
        saved={state?.saved}
        onDecide={decide}
        onLeave={leave}
      />
    );
  } else if (loading) {
    body = <PageLoader />;
  } else if (cages) {
    body = (
      <ErrorAlert>
        <Text>
          {refused === 'NOT_AUTHORIZED' ? (
            <Trans>Dieser Käfig gehört nicht zu den Klassen, die Sie bewerten.</Trans>
          ) : (
            <Trans>Käfig nicht gefunden.</Trans>
          )}
        </Text>
      </ErrorAlert>
    );
  } else {
    body = <JudgingNotAvailable error={error} />;
  }
  return (
    <PageContainer narrow>
      <Stack gap="md">
        <Anchor component={Link} to={listHref} size="sm">
          {event ? <Trans>Alle Käfige: {event.title}</Trans> : <Trans>Alle Käfige</Trans>}
        </Anchor>
        {otherJudge && (
          <ErrorAlert>
            <Text>
              <Trans>
                Nicht gespeichert: Diese Karte wurde für {openedForName} geöffnet, inzwischen ist auf diesem
                Gerät ein anderes Konto eingeloggt (in einem anderen Tab). Loggen Sie sich wieder als{' '}
                {openedForName} ein, um diese Bewertung zu speichern, oder öffnen Sie die Karte neu.
              </Trans>
            </Text>
          </ErrorAlert>
        )}
        {body}
      </Stack>
    </PageContainer>
  );
}
