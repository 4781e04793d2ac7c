import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import type { LifecycleRefusal as Refusal } from '@shared/eventLifecycle';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Link } from 'react-router';

/** Why a page's action is not possible in the event's current status, said to an admin. */
const EXPLANATIONS: Record<Refusal, MessageDescriptor> = {
  EVENT_REGISTRATION_OPEN: msg`Das geht erst nach dem Anmeldeschluss, wenn die Anmeldungen feststehen.`,
  EVENT_REGISTRATION_DEADLINE_PASSED: msg`Der Anmeldeschluss ist vorbei.`,
  EVENT_ALREADY_STARTED: msg`Das Event hat bereits begonnen; das lässt sich nicht mehr ändern.`,
  EVENT_NOT_STARTED: msg`Das Event wurde noch nicht gestartet.`,
  EVENT_ENDED: msg`Das Event ist beendet; daran lässt sich nichts mehr ändern.`,
  EVENT_RATINGS_NOT_FINISHED: msg`Die Ergebnisse gibt es, sobald das Event beendet ist.`,
};

interface LifecycleRefusalProps {
  refusal: Refusal;
  eventId: string;
}

/** Instead of a form that could only fail: the reason, and the way back to the event. */
export function LifecycleRefusal({ refusal, eventId }: LifecycleRefusalProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <Alert color="ink" variant="light">
      <Stack gap="sm" align="flex-start">
        <Text>{i18n._(EXPLANATIONS[refusal])}</Text>
        <Button
          component={Link}
          to={paths.eventDetail.href(locale, { id: eventId })}
          variant="outline"
          color="ink"
        >
          <Trans>Zurück zum Event</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
