import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { mdiCloudUploadOutline } from '@mdi/js';
import { paths } from '@web/config/paths';
import { notify } from '@web/lib/feedback/notify';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useOutboxStatus } from '@web/lib/outbox/outboxStatus';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

/**
 * A judge's unsent ratings on this device: the count, red when some need attention; leads to the
 * outbox. Refusals that arrive are also announced as a notification.
 */
export function OutboxBadge() {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { unsent, attention } = useOutboxStatus();
  // Ratings the server refuses come back while the judge is elsewhere: said once, when they do.
  const seen = useRef(attention);
  useEffect(() => {
    if (attention > seen.current)
      notify(
        i18n,
        'failure',
        t`${plural(attention - seen.current, {
          one: 'Der Server hat # Bewertung abgelehnt. Sie steht unter „Nicht gesendete Bewertungen“.',
          other: 'Der Server hat # Bewertungen abgelehnt. Sie stehen unter „Nicht gesendete Bewertungen“.',
        })}`,
      );
    seen.current = attention;
  }, [attention, i18n, t]);
  if (unsent === 0) return null;
  return (
    <Button
      component={Link}
      to={paths.judgeOutbox.href(locale)}
      color={attention > 0 ? 'red.9' : 'ink.8'}
      px="sm"
      leftSection={<Icon path={mdiCloudUploadOutline} />}
      aria-label={
        attention > 0
          ? t`${plural(unsent, {
              one: '# Bewertung nicht gesendet',
              other: '# Bewertungen nicht gesendet',
            })}, ${plural(attention, {
              one: '# braucht Aufmerksamkeit',
              other: '# brauchen Aufmerksamkeit',
            })}`
          : t`${plural(unsent, { one: '# Bewertung nicht gesendet', other: '# Bewertungen nicht gesendet' })}`
      }
      title={t`Nicht gesendete Bewertungen`}
    >
      <span aria-hidden="true">{i18n.number(unsent)}</span>
    </Button>
  );
}
