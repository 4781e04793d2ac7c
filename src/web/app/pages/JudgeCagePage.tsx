import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useLayoutEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { JudgingNotAvailable } from '../../features/judging/components/JudgingNotAvailable';
import { type CardDecision, PointCard } from '../../features/judging/components/PointCard';
import { nextOpenCage, useJudgeCages } from '../../features/judging/hooks/useJudgeCages';
import { lockedReason } from '../../features/judging/lockedReason';
import { PageLoader } from '../../lib/feedback/PageLoader';
import { useLocale } from '../../lib/i18n/useLocale';
import { usePageTitle } from '../../lib/i18n/usePageTitle';
import { judgingDb } from '../../lib/outbox/judgingDbInstance';
import { syncOutbox } from '../../lib/outbox/outboxSession';
import { saveJudgement } from '../../lib/outbox/saveJudgement';
import { PageContainer } from './PageContainer';

// Marks for the judging bench: from the tap on Save to the next card on screen.
const SAVE_MARK = 'judging:save';
const NEXT_MEASURE = 'judging:save-to-next';

export function JudgeCagePage() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { eventId = '', cageId = '' } = useParams();
  const { event, cages, ownerId, loading, error } = useJudgeCages(eventId, 'cache-first');
  const cage = cages?.find((c) => c.id === cageId);
  usePageTitle(cage ? t`Käfig ${cage.cageNumber} bewerten` : t`Käfig bewerten`);
  const listHref = paths.judgeCages.href(locale, { eventId });

  const shownCageId = cage?.id;
  useLayoutEffect(() => {
    if (!shownCageId || performance.getEntriesByName(SAVE_MARK, 'mark').length === 0) return;
    performance.measure(NEXT_MEASURE, SAVE_MARK);
    performance.clearMarks(SAVE_MARK);
  }, [shownCageId]);

  let body: React.ReactNode;
  if (cage && event && cages) {
    const decide = async (decision: CardDecision) => {
      performance.mark(SAVE_MARK);
      await saveJudgement(
        judgingDb(),
        ownerId,
        {
          eventId,
          eventTitle: event.title,
          cageId: cage.id,
          cageNumber: cage.cageNumber,
          ringNumber: cage.ringNumber,
          classCode: cage.classCode,
          kind: decision.kind,
          scores: decision.kind === 'RATE' ? decision.scores : null,
          skipReason: decision.kind === 'SKIP' ? decision.skipReason : null,
          note: decision.note,
        },
        { replaces: cage.refusedOpIds },
      );
      syncOutbox();
      const next = nextOpenCage(cages, cage.cageNumber);
      // Replace: back from any card leads to the list, not through every card rated.
      await navigate(next ? paths.judgeCage.href(locale, { eventId, cageId: next.id }) : listHref, {
        replace: true,
      });
    };
    body = (
      <PointCard
        key={cage.id}
        cage={cage}
        scheme={event.ratingScheme}
        lockedReason={lockedReason(i18n, event.status)}
        onDecide={decide}
        onLeave={() => void navigate(listHref, { replace: true })}
      />
    );
  } else if (loading) {
    body = <PageLoader />;
  } else if (cages) {
    body = (
      <Alert color="red.9" variant="light">
        <Text>
          <Trans>Dieser Käfig gehört nicht zu den Klassen, die Sie bewerten.</Trans>
        </Text>
      </Alert>
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
        {body}
      </Stack>
    </PageContainer>
  );
}
