import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { paths } from '@web/config/paths';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Link } from 'react-router';
import type { ResultsFailure } from '../hooks/useEventResults';
import { ResultNotice } from './ResultNotice';

interface ResultsNotAvailableProps {
  failure: ResultsFailure;
  error: unknown;
  eventId: string;
  onRetry: () => void;
}

/** Why an event's results cannot be shown, and where to go instead. */
export function ResultsNotAvailable({ failure, error, eventId, onRetry }: ResultsNotAvailableProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (failure === 'notFinished') {
    return (
      <ResultNotice tone="info">
        <Stack gap="xs" align="flex-start">
          <Text fw={700}>
            <Trans>Die Ergebnisse stehen noch nicht fest.</Trans>
          </Text>
          <Text>
            <Trans>
              Die Bewertung dieses Events ist noch nicht abgeschlossen. Die Ergebnisse erscheinen hier, sobald
              das Event beendet ist. Wie weit die Bewertung ist, sehen Sie auf der Seite des Events.
            </Trans>
          </Text>
          <Anchor component={Link} to={paths.eventDetail.href(locale, { id: eventId })} fw={600}>
            <Trans>Zum Event und zum Stand der Bewertung</Trans>
          </Anchor>
        </Stack>
      </ResultNotice>
    );
  }
  if (failure === 'notFound') {
    return (
      <ResultNotice tone="error">
        <Stack gap="xs" align="flex-start">
          <Text>
            <Trans>Das Event konnte nicht gefunden werden</Trans>
          </Text>
          <Anchor component={Link} to={paths.results.href(locale)} fw={600}>
            <Trans>Alle Ergebnisse</Trans>
          </Anchor>
        </Stack>
      </ResultNotice>
    );
  }
  return (
    <ResultNotice tone="error">
      <Stack gap="xs" align="flex-start">
        <Text>{i18n._(errorMessage(error))}</Text>
        <Button variant="outline" color="red.9" size="xs" onClick={onRetry}>
          <Trans>Erneut versuchen</Trans>
        </Button>
      </Stack>
    </ResultNotice>
  );
}
