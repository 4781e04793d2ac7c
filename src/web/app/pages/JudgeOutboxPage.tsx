import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { mdiDownload, mdiSync } from '@mdi/js';
import { canRate } from '@shared/eventLifecycle';
import { hasRank } from '@shared/roles';
import { DecidedLateOps } from '@web/features/judging/components/DecidedLateOps';
import { DeviceName } from '@web/features/judging/components/DeviceName';
import { JudgingNotices } from '@web/features/judging/components/JudgingNotices';
import { NoLongerJudgeNotice } from '@web/features/judging/components/NoLongerJudgeNotice';
import { OutboxEntries } from '@web/features/judging/components/OutboxEntries';
import { JUDGE_EVENTS } from '@web/features/judging/graphql/JudgeEvents';
import { outboxCsv } from '@web/features/judging/outboxCsv';
import { downloadText } from '@web/lib/csv/csv';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import { Icon } from '@web/lib/icons/Icon';
import { judgingDb } from '@web/lib/outbox/judgingDbInstance';
import { syncOutbox } from '@web/lib/outbox/outboxSession';
import { discardEntry } from '@web/lib/outbox/saveJudgement';
import { useSession } from '@web/lib/session/SessionContext';
import { useLiveQuery } from 'dexie-react-hooks';
import { PageContainer } from './PageContainer';

export function JudgeOutboxPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Nicht gesendete Bewertungen`);
  const { user } = useSession();
  const ownerId = user.id ?? -1;
  // An account that lost the judge's role: its ratings stay here, not sent (the server refuses them).
  const judge = hasRank(user.role, 'JUDGE');
  const stored = useLiveQuery(async () => {
    const db = judgingDb();
    const [entries, decided] = await Promise.all([
      db.outbox.where('ownerId').equals(ownerId).sortBy('seq'),
      db.decided.where('[ownerId+eventId]').between([ownerId, ''], [ownerId, '\uffff']).toArray(),
    ]);
    return { entries, decided };
  }, [ownerId]);
  // Which events still take ratings: a refused rating can be edited and sent again only there.
  const { data: judged } = useQuery(JUDGE_EVENTS, { skip: !judge });
  const running = new Set(
    judged?.judgeEvents.filter(({ event }) => canRate(event.status)).map(({ event }) => event.id),
  );
  const entries = stored?.entries;
  const refused = entries?.filter((entry) => entry.status === 'rejected') ?? [];
  const pending = entries?.filter((entry) => entry.status === 'pending') ?? [];
  const late = entries?.filter((entry) => entry.status === 'late') ?? [];
  const exportCsv = () => {
    if (!entries) return;
    const day = new Date().toISOString().slice(0, 10);
    downloadText(outboxCsv(i18n, entries), `${t`bewertungen-nicht-gesendet`}-${day}.csv`);
  };
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Nicht gesendete Bewertungen</Trans>
        </Title>
        {/* Only over ratings really listed here: the notice's count is the one last kept for the login page. */}
        {!judge && pending.length > 0 && <NoLongerJudgeNotice />}
        {judge && <JudgingNotices />}
        {!entries ? (
          <PageLoader />
        ) : (
          <>
            {entries.length === 0 ? (
              <Text role="status">
                <Trans>Alle Bewertungen dieses Geräts sind gesendet.</Trans>
              </Text>
            ) : (
              <>
                <Text>
                  <Trans>
                    Bewertungen bleiben auf diesem Gerät, bis der Server sie angenommen hat. Abgelehnte
                    bleiben, bis Sie entscheiden.
                  </Trans>
                </Text>
                <Group gap="sm">
                  {judge && (
                    <Button
                      leftSection={<Icon path={mdiSync} />}
                      onClick={() => syncOutbox({ resetBackoff: true })}
                    >
                      <Trans>Jetzt senden</Trans>
                    </Button>
                  )}
                  <Button variant="outline" leftSection={<Icon path={mdiDownload} />} onClick={exportCsv}>
                    <Trans>Als CSV exportieren</Trans>
                  </Button>
                </Group>
              </>
            )}
            {refused.length > 0 && (
              <ErrorAlert>
                <Text size="sm">
                  <Trans>
                    Der Server hat einige Bewertungen abgelehnt. Solange das Event läuft, können Sie sie
                    bearbeiten und erneut senden; Sie können sie auch verwerfen oder als CSV für die
                    Schauleitung exportieren.
                  </Trans>
                </Text>
              </ErrorAlert>
            )}
            <OutboxEntries
              title={t`Braucht Aufmerksamkeit`}
              entries={refused}
              canEdit={(entry) => running.has(entry.eventId)}
              onDiscard={(entry) => discardEntry(judgingDb(), ownerId, entry.opId)}
            />
            <OutboxEntries
              title={judge ? t`Wartet auf das Senden` : t`Nicht angenommen: keine Richterrolle mehr`}
              entries={pending}
            />
            <OutboxEntries
              title={t`Bei der Schauleitung`}
              description={t`Diese Bewertungen kamen an, als das Event schon beendet war. Die Schauleitung entscheidet, ob sie zählen; die Entscheidung erscheint hier.`}
              entries={late}
            />
            <DecidedLateOps decided={stored.decided} />
            {judge && <DeviceName />}
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
