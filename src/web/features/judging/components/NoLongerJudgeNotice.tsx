import { Plural, Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { hasRank } from '@shared/roles';
import { paths } from '@web/config/paths';
import { useLocale } from '@web/lib/i18n/useLocale';
import { useOwnRatingsWaiting } from '@web/lib/outbox/waitingJudges';
import { useSession } from '@web/lib/session/SessionContext';
import { Link } from 'react-router';

/**
 * An account that judged on this device and is no judge now: its ratings still on the device are
 * not accepted by the server (it takes ratings from judges only), and they are never thrown away.
 * Says so, and leads to the list where they can be exported for the show office. `withLink`: on
 * pages other than that list.
 */
export function NoLongerJudgeNotice({ withLink = false }: { withLink?: boolean }) {
  const locale = useLocale();
  const { user } = useSession();
  const own = useOwnRatingsWaiting(user.id);
  // Late ratings are at the server already (the office decides on them): only the unsent count.
  if (!own || own.waiting === 0 || user.role === null || hasRank(user.role, 'JUDGE')) return null;
  const count = own.waiting;
  return (
    <Alert
      color="red"
      variant="light"
      title={<Trans>Nicht angenommen: Sie haben die Richterrolle nicht mehr</Trans>}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          <Plural
            value={count}
            one="Eine Ihrer Bewertungen ist noch auf diesem Gerät. Der Server nimmt Bewertungen nur von Richtern an; sie bleibt hier. Exportieren Sie sie als CSV für die Schauleitung, oder lassen Sie sich die Richterrolle wieder geben: dann wird sie gesendet."
            other="# Ihrer Bewertungen sind noch auf diesem Gerät. Der Server nimmt Bewertungen nur von Richtern an; sie bleiben hier. Exportieren Sie sie als CSV für die Schauleitung, oder lassen Sie sich die Richterrolle wieder geben: dann werden sie gesendet."
          />
        </Text>
        {withLink && (
          <Anchor component={Link} to={paths.judgeOutbox.href(locale)} size="sm">
            <Trans>Zu den Bewertungen auf diesem Gerät</Trans>
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
