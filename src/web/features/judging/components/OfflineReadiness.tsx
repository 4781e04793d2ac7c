import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Paper, Text } from '@mantine/core';
import { mdiCheckCircleOutline, mdiCloudDownloadOutline } from '@mdi/js';
import { Icon } from '@web/lib/icons/Icon';
import { type AppOffline, useInstallProgress } from '@web/lib/pwa/appOffline';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import type { OfflinePreparation } from '../hooks/useOfflinePreparation';

/**
 * Whether this tablet is ready to judge the event without network: the app's files stored (the
 * service worker) and the event's cages and cards stored; while not, what is missing, and a way
 * to prepare it.
 */
export function OfflineReadiness({
  app,
  data,
  eventTitle,
}: {
  /** Null until the browser has said (nothing is shown meanwhile: no flash of "not ready"). */
  app: AppOffline | null;
  data: OfflinePreparation;
  /** Where several shows are listed: the button names its show. */
  eventTitle?: string;
}) {
  const { t } = useLingui();
  const showTime = useShowTime();
  const progress = useInstallProgress();
  if (app === null) return null;
  const ready = app === 'ready' && data.preparedAt !== null && !data.preparing;
  const since = data.preparedAt ? showTime(data.preparedAt, { timeStyle: 'short' }) : '';
  return (
    <Paper withBorder radius="md" px="md" py="xs">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap" role="status">
          {ready ? (
            <Icon path={mdiCheckCircleOutline} label={t`Bereit`} />
          ) : app === 'installing' || data.preparing ? (
            <Loader size="xs" color="ink" />
          ) : (
            <Icon path={mdiCloudDownloadOutline} />
          )}
          <Text size="sm" fw={600}>
            {app === 'unsupported' ? (
              <Trans>
                Dieser Browser kann die App hier nicht ohne Netz öffnen (keine sichere Verbindung).
                Bewertungen werden trotzdem auf dem Gerät gespeichert; laden Sie die Seite ohne Netz nicht
                neu.
              </Trans>
            ) : ready ? (
              <Trans>Bereit für offline: App, Käfige und Karten sind auf diesem Gerät (Stand {since}).</Trans>
            ) : app === 'installing' && progress && progress.total > 0 ? (
              <>
                <Trans>Noch nicht bereit für offline: die App wird auf diesem Gerät gespeichert …</Trans>{' '}
                {/* Seen, not read out file by file: the status says the state, not each file. */}
                <span aria-hidden="true">
                  <Trans>
                    ({progress.done} von <Plural value={progress.total} one="# Datei" other="# Dateien" />)
                  </Trans>
                </span>
              </>
            ) : app === 'installing' ? (
              <Trans>Noch nicht bereit für offline: die App wird auf diesem Gerät gespeichert …</Trans>
            ) : data.preparing ? (
              <Trans>Noch nicht bereit für offline: die Käfige werden geladen …</Trans>
            ) : data.failed ? (
              <Trans>Die Käfige konnten nicht geladen werden. Mit Netz erneut versuchen.</Trans>
            ) : (
              <Trans>Noch nicht bereit für offline: die Käfige dieses Events sind nicht gespeichert.</Trans>
            )}
          </Text>
        </Group>
        {app !== 'unsupported' && (
          <Button
            size="compact-md"
            variant={ready ? 'subtle' : 'light'}
            loading={data.preparing}
            aria-label={
              eventTitle
                ? ready
                  ? t`Erneut vorbereiten: ${eventTitle}`
                  : t`Für offline vorbereiten: ${eventTitle}`
                : undefined
            }
            onClick={() => void data.prepare()}
          >
            {ready ? <Trans>Erneut vorbereiten</Trans> : <Trans>Für offline vorbereiten</Trans>}
          </Button>
        )}
      </Group>
    </Paper>
  );
}
