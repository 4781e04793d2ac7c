import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useShowTime } from '@web/lib/showTime/useShowTime';

interface DataAsOfProps {
  /** When the shown data was fetched. */
  fetchedAt: number | undefined;
  /** The last attempt to fetch it again failed (offline, or the server did not answer). */
  failed: boolean;
}

/**
 * Under last-known content that could not be refreshed: says so and how old it is ("Stand: …").
 * It is fetched again on its own when the network returns.
 */
export function DataAsOf({ fetchedAt, failed }: DataAsOfProps) {
  const showTime = useShowTime();
  if (!failed || fetchedAt === undefined) return null;
  const when = showTime(new Date(fetchedAt), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Text size="sm" c="ink.7" role="status">
      <Trans>Keine Verbindung: Sie sehen den Stand von {when}.</Trans>
    </Text>
  );
}
