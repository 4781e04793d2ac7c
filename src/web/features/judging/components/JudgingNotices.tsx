import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { isErrorCode } from '@shared/errorCodes';
import { ERROR_CODE_MESSAGES } from '@web/lib/errors/errorMessages';
import { OtherJudgesWaiting } from '@web/lib/outbox/OtherJudgesWaiting';
import { useOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { useStoragePersistence } from '../hooks/useStoragePersistence';

/**
 * What a judge must know about this device before trusting it with ratings: the browser may clear
 * them (no persistent storage: said once, until the judge closes it); the server refuses to take
 * them for now (with its reason); another judge's ratings wait here for that judge's login. Each
 * is a child of the page's own stack, and nothing at all when all is well.
 */
export function JudgingNotices() {
  const { i18n } = useLingui();
  const persisted = useStoragePersistence();
  const [storageNoticeSeen, setStorageNoticeSeen] = useLocalStorage({
    key: 'judging-storage-notice-seen',
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  const { hold } = useOutboxStatus();
  return (
    <>
      {persisted === false && !storageNoticeSeen && (
        <Alert color="ink" variant="light" title={<Trans>Bewertungen nicht dauerhaft gesichert</Trans>}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              <Trans>
                Dieser Browser sichert die Daten dieser Seite nicht dauerhaft: Wird der Speicher des Geräts
                knapp, darf er noch nicht gesendete Bewertungen löschen. Schließen Sie den Browser erst, wenn
                alle Bewertungen gesendet sind (oben ist dann die Wolke mit der Zahl verschwunden), oder
                installieren Sie die App.
              </Trans>
            </Text>
            <Button size="xs" variant="light" color="ink" onClick={() => setStorageNoticeSeen(true)}>
              <Trans>Verstanden</Trans>
            </Button>
          </Stack>
        </Alert>
      )}
      {hold?.kind === 'held' && (
        <Alert
          color="ink"
          variant="light"
          title={<Trans>Der Server nimmt Ihre Bewertungen gerade nicht an</Trans>}
        >
          <Text size="sm">
            {isErrorCode(hold.code) ? i18n._(ERROR_CODE_MESSAGES[hold.code]) : hold.message}{' '}
            <Trans>
              Sie bleiben auf diesem Gerät und werden in Kürze erneut gesendet. Wird eine neue Version der App
              angeboten, laden Sie sie.
            </Trans>
          </Text>
        </Alert>
      )}
      {hold?.kind === 'storage' && (
        <Alert color="red" variant="light" title={<Trans>Der Speicher dieses Geräts ist voll</Trans>}>
          <Text size="sm">
            <Trans>
              Die Antwort des Servers auf Ihre Bewertungen kann auf diesem Gerät nicht gespeichert werden,
              vermutlich ist der Speicher voll. Das Senden ruht und wird in Kürze erneut versucht; Ihre
              Bewertungen bleiben hier. Exportieren Sie sie auf der Seite „Nicht gesendete Bewertungen“ als
              CSV und schaffen Sie Platz auf dem Gerät.
            </Trans>
          </Text>
        </Alert>
      )}
      <OtherJudgesWaiting />
    </>
  );
}
