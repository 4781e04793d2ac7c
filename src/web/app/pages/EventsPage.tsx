import { Trans, useLingui } from '@lingui/react/macro';
import { Title } from '@mantine/core';
import { EventsFeed } from '@web/features/events/components/EventsFeed';
import { pageTitle, usePageTitle } from '@web/lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

/** Cards per page: a few screens on a phone, the rest on request. */
const EVENTS_PER_PAGE = 24;

export function EventsPage() {
  const { i18n } = useLingui();
  usePageTitle(pageTitle(i18n, 'events'));
  return (
    <PageContainer>
      <Title order={1} mb="lg">
        <Trans>Alle Events</Trans>
      </Title>
      {/* Upcoming and past events under their own headings (level 2), the cards' titles below. */}
      <EventsFeed headingOrder={3} limit={EVENTS_PER_PAGE} paged grouped />
    </PageContainer>
  );
}
