import { Trans, useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { paths } from '@web/config/paths';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { toRequestFailure } from '@web/lib/errors/requestFailure';
import { useLocale } from '@web/lib/i18n/useLocale';

/** Why the judge's cages cannot be shown, with the way back to the judge's events. */
export function JudgingNotAvailable({ error }: { error: unknown }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const code = toRequestFailure(error).code;
  const text =
    code === 'NOT_AUTHORIZED'
      ? t`Sie sind in diesem Event für keine Klasse als Richter eingeteilt.`
      : code === 'EVENT_NOT_FOUND'
        ? t`Das Event konnte nicht gefunden werden.`
        : i18n._(errorMessage(error));
  return (
    <ErrorAlert back={{ to: paths.judgeEvents.href(locale), label: <Trans>Zu meinen Events</Trans> }}>
      <Text>{text}</Text>
    </ErrorAlert>
  );
}
