import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Text } from '@mantine/core';
import { mdiLogin } from '@mdi/js';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { loginRedirect } from '@web/lib/session/guardDecision';
import { Link } from 'react-router';

/**
 * For a guest on an event that takes registrations: registering pigeons needs an account. The
 * link goes to the login page, which brings the user back to this event afterwards.
 */
export function GuestRegistrationHint({ eventId }: { eventId: string }) {
  const locale = useLocale();
  const back = paths.eventDetail.href(locale, { id: eventId });
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Icon path={mdiLogin} style={{ marginTop: 2 }} />
      <Text>
        <Anchor component={Link} to={loginRedirect(locale, back)} fw={600}>
          <Trans>Loggen Sie sich ein, um Tauben anzumelden</Trans>
        </Anchor>
      </Text>
    </Group>
  );
}
