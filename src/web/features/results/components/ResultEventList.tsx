import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { mdiArrowRight, mdiCalendar, mdiMapMarker, mdiTrophy } from '@mdi/js';
import { SHOW_TIME_ZONE } from '@shared/site';
import { paths } from '@web/config/paths';
import type { ResultEventsQuery } from '@web/gql/graphql';
import { eventTypeName, placeText } from '@web/lib/eventTexts/eventTexts';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { personName } from '@web/lib/text/personName';
import { Link } from 'react-router';
import classes from './ResultEventList.module.css';

export type ResultEventItem = ResultEventsQuery['resultEvents'][number];

interface ResultEventListProps {
  items: readonly ResultEventItem[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  headingOrder: 2 | 3;
  skeletons?: number;
}

function ResultEventCard({ item, headingOrder }: { item: ResultEventItem; headingOrder: 2 | 3 }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { event, champions } = item;
  const title = event.title;
  const place = placeText(event.location, locale);
  const names = champions.map((c) => personName(i18n, c.shownName)).join(', ');
  return (
    <Card component="article" withBorder radius="md" padding="lg" className={classes.card}>
      <Stack gap="sm" className={classes.body}>
        <Text size="sm" fw={600} c="ink.7" tt="uppercase">
          {eventTypeName(i18n, event.eventType)}
        </Text>
        <Title order={headingOrder} className={classes.title}>
          {title}
        </Title>
        <Group gap={6} wrap="nowrap" c="ink.7">
          <Icon path={mdiCalendar} />
          <Text size="sm">
            <time dateTime={event.eventStart}>
              {i18n.date(event.eventStart, { dateStyle: 'medium', timeZone: SHOW_TIME_ZONE })}
            </time>
          </Text>
        </Group>
        {place && (
          <Group gap={6} wrap="nowrap" c="ink.7">
            <Icon path={mdiMapMarker} />
            <Text size="sm">{place}</Text>
          </Group>
        )}
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Icon path={mdiTrophy} style={{ marginTop: 2 }} />
          <Text size="sm">
            {champions.length > 0 ? (
              <Trans>
                Schausieger: <strong>{names}</strong>
              </Trans>
            ) : (
              <Trans>Kein Schausieger</Trans>
            )}
          </Text>
        </Group>
        <Text size="sm" c="ink.7">
          <Plural value={item.cageCount} one="# Käfig" other="# Käfige" />
          {' · '}
          <Plural value={item.ratedCount} one="# bewertet" other="# bewertet" />
          {' · '}
          <Plural value={item.breederCount} one="# Züchter" other="# Züchter" />
        </Text>
      </Stack>
      <Button
        component={Link}
        to={paths.resultDetail.href(locale, { resultId: event.id })}
        variant="light"
        rightSection={<Icon path={mdiArrowRight} />}
        mt="md"
        aria-label={t`Ergebnisse von ${title}`}
      >
        <Trans>Ergebnisse ansehen</Trans>
      </Button>
    </Card>
  );
}

/** Ended events as cards with their champions and counts, with the loading, error and empty states. */
export function ResultEventList({
  items,
  loading,
  failed,
  onRetry,
  headingOrder,
  skeletons = 3,
}: ResultEventListProps) {
  if (!items && loading) {
    return (
      <>
        <VisuallyHidden role="status">
          <Trans>Ergebnisse werden geladen …</Trans>
        </VisuallyHidden>
        <div className={classes.grid} aria-hidden="true">
          {Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Card key={index} withBorder radius="md" padding="lg">
              <Skeleton height={14} width="40%" mb="md" />
              <Skeleton height={22} mb="md" />
              <Skeleton height={14} width="60%" mb="xs" />
              <Skeleton height={14} width="50%" mb="lg" />
              <Skeleton height={36} />
            </Card>
          ))}
        </div>
      </>
    );
  }
  if (!items && failed) {
    // Plain text and a button: home shows this list, and stays light.
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text fw={700} c="red.9">
          <Trans>Die Ergebnisse konnten nicht geladen werden.</Trans>
        </Text>
        <Text size="sm">
          <Trans>Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.</Trans>
        </Text>
        <Button variant="outline" color="red.9" size="xs" onClick={onRetry}>
          <Trans>Erneut versuchen</Trans>
        </Button>
      </Stack>
    );
  }
  if (!items || items.length === 0) {
    return (
      <Text c="ink.7" size="lg">
        <Trans>Zurzeit sind keine Ergebnisse verfügbar</Trans>
      </Text>
    );
  }
  return (
    <ul className={classes.grid}>
      {items.map((item) => (
        <li key={item.event.id}>
          <ResultEventCard item={item} headingOrder={headingOrder} />
        </li>
      ))}
    </ul>
  );
}
