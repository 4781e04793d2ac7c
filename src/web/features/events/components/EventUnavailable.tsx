import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { paths } from '@web/config/paths';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { useLocale } from '@web/lib/i18n/useLocale';

interface EventUnavailableProps {
  /** The server said the event does not exist (any more): nothing to try again. */
  notFound: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Why an event's page shows no event, with the way back to all events (and to try again, unless it is gone). */
export function EventUnavailable({ notFound, error, onRetry }: EventUnavailableProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <ErrorAlert
      back={{ to: paths.events.href(locale), label: <Trans>Alle Events</Trans> }}
      onRetry={notFound ? undefined : onRetry}
    >
      <Text>{notFound ? t`Das Event konnte nicht gefunden werden` : i18n._(errorMessage(error))}</Text>
    </ErrorAlert>
  );
}
