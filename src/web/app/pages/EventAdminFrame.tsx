import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type EventAction, type EventStatus, lifecycleRefusal } from '@shared/eventLifecycle';
import { paths } from '@web/config/paths';
import { LifecycleRefusal } from '@web/features/events/components/LifecycleRefusal';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { usePageTitle } from '@web/lib/i18n/usePageTitle';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageContainer } from './PageContainer';

interface EventAdminFrameProps {
  title: string;
  eventId: string;
  /** The event's title once loaded; with it, `children` render. */
  eventTitle: string | undefined;
  /**
   * The page's action and the event's status: a status that forbids it gets the reason instead of
   * the form. A page without one (the fee list) is open in every status.
   */
  action?: EventAction;
  status: EventStatus | undefined;
  loading: boolean;
  error: unknown;
  /** A page printed as it is (the catalogue, the labels): the frame stays on screen only. */
  printRoot?: string;
  children: ReactNode;
}

/** The frame of an admin page about one event: heading, link back to the event, loading and failure. */
export function EventAdminFrame({
  title,
  eventId,
  eventTitle,
  action,
  status,
  loading,
  error,
  printRoot,
  children,
}: EventAdminFrameProps) {
  const refusal = status === undefined || action === undefined ? null : lifecycleRefusal(action, status);
  const { i18n } = useLingui();
  const locale = useLocale();
  usePageTitle(title);
  return (
    <PageContainer narrow>
      <Stack gap="lg" data-print-root={printRoot}>
        <Title order={1} data-print-hide={printRoot ? '' : undefined}>
          {title}
        </Title>
        {eventTitle !== undefined ? (
          <>
            <Anchor
              component={Link}
              to={paths.eventDetail.href(locale, { id: eventId })}
              data-print-hide={printRoot ? '' : undefined}
            >
              {eventTitle}
            </Anchor>
            {refusal ? <LifecycleRefusal refusal={refusal} eventId={eventId} /> : children}
          </>
        ) : loading ? (
          <PageLoader />
        ) : (
          <ErrorAlert back={{ to: paths.events.href(locale), label: <Trans>Alle Events</Trans> }}>
            <Text>{i18n._(errorMessage(error))}</Text>
          </ErrorAlert>
        )}
      </Stack>
    </PageContainer>
  );
}
