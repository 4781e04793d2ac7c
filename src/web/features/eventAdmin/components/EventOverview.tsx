import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { mdiMagnify } from '@mdi/js';
import { EVENT_STATUSES, type EventStatus } from '@shared/eventLifecycle';
import { paths } from '@web/config/paths';
import type { EventOverviewQuery } from '@web/gql/graphql';
import { ErrorAlert } from '@web/lib/errors/ErrorAlert';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { EventStatusBadge, eventStatusLabel } from '@web/lib/eventStatus/EventStatusBadge';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { ListFilterForm, submitOnChange, useAddressField } from '@web/lib/paging/ListFilterForm';
import { LIST_PARAMS, pageWindow, useListParams } from '@web/lib/paging/listParams';
import { Pager } from '@web/lib/paging/Pager';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { useNow } from '@web/lib/ssr/useNow';
import { Link, useSearchParams } from 'react-router';
import { EVENT_OVERVIEW } from '../graphql/EventOverview';
import { nextStepLink } from '../nextStep';

/** Shows per page: each is a few lines, so a screen or two. */
const PAGE_SIZE = 20;
/** The address's status filter (`?status=CLOSED`), beside the lists' search and page. */
const STATUS_PARAM = 'status';

type Overview = EventOverviewQuery['eventOverview']['events'][number];

function readStatus(value: string | null): EventStatus | null {
  return value && (EVENT_STATUSES as readonly string[]).includes(value) ? (value as EventStatus) : null;
}

/**
 * Admin: every show, the latest start first, filtered by status and a search in the address (a GET
 * form: src/web/lib/paging), each with its status, counts and the office's next step as a link.
 */
export function EventOverview() {
  const { t, i18n } = useLingui();
  const list = useListParams();
  // The list's own parameters (search, page) come without the status: the pager's links add it back.
  const [given] = useSearchParams();
  const status = readStatus(given.get(STATUS_PARAM));
  const params = new URLSearchParams(list.params);
  if (status) params.set(STATUS_PARAM, status);
  const statusField = useAddressField<HTMLSelectElement>(status ?? '', { applyEarlyPick: true });
  const searchField = useAddressField<HTMLInputElement>(list.search);
  const { data, loading, error } = useQuery(EVENT_OVERVIEW, {
    variables: { status, search: list.search || null, ...pageWindow(list.page, PAGE_SIZE) },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.eventOverview;
  return (
    <Stack gap="lg">
      <ListFilterForm label={t`Schauen filtern`}>
        <NativeSelect
          label={t`Status`}
          name={STATUS_PARAM}
          {...statusField}
          onChange={submitOnChange}
          data={[
            { value: '', label: t`Alle` },
            ...EVENT_STATUSES.map((value) => ({ value, label: i18n._(eventStatusLabel(value)) })),
          ]}
          w={{ base: '100%', sm: 240 }}
        />
        <TextInput
          type="search"
          name={LIST_PARAMS.search}
          label={t`Suchen`}
          description={t`Titel oder Ort`}
          leftSection={<Icon path={mdiMagnify} />}
          {...searchField}
          w={{ base: '100%', sm: 280 }}
        />
      </ListFilterForm>
      {error && !page ? (
        <ErrorAlert>{i18n._(errorMessage(error))}</ErrorAlert>
      ) : !page ? (
        loading && <PageLoader />
      ) : (
        <>
          <Text role="status">
            {page.total === 0 ? (
              <Trans>Keine Schauen gefunden.</Trans>
            ) : (
              <Plural value={page.total} one="# Schau" other="# Schauen" />
            )}
          </Text>
          {page.events.length > 0 && (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Schauen`}>
              {page.events.map((overview) => (
                <ShowRow key={overview.event.id} overview={overview} />
              ))}
            </Stack>
          )}
          <Pager total={page.total} size={PAGE_SIZE} page={list.page} params={params} />
        </>
      )}
    </Stack>
  );
}

/** One show: what it is, where it stands, its counts and the next step. */
function ShowRow({ overview }: { overview: Overview }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const showTime = useShowTime();
  const { event } = overview;
  const deadline = event.objectionDeadline ? new Date(event.objectionDeadline).getTime() : null;
  // Live: the step turns to finalising when the objection period ends.
  const periodOver = useNow((now) => deadline === null || now.getTime() >= deadline, deadline);
  const next = nextStepLink(locale, event.id, {
    ...overview,
    status: event.status,
    resultsStatus: event.resultsStatus ?? null,
    objectionPeriodOver: periodOver,
  });
  const titleId = `show-${event.id}`;
  const counts = [
    [t`Züchter`, overview.breederCount],
    [t`Tauben`, overview.pigeonCount],
    [t`Käfige`, overview.cageCount],
    [t`Bewertet`, overview.judgedCount],
  ] as const;
  return (
    <Paper component="li" withBorder p="md" data-show={event.id}>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={paths.eventDetail.href(locale, { id: event.id })} inherit>
                {event.title}
              </Anchor>
            </Title>
            <EventStatusBadge status={event.status} />
            {event.resultsStatus && (
              <Text size="sm" c="ink.7">
                {event.resultsStatus === 'FINAL' ? t`Ergebnisse endgültig` : t`Ergebnisse vorläufig`}
              </Text>
            )}
          </Group>
          <Text size="sm" c="ink.7">
            <time dateTime={event.eventStart}>
              {showTime(event.eventStart, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
            {' · '}
            {event.location.city}
          </Text>
          <Group component="dl" gap="md" m={0} wrap="wrap">
            {counts.map(([label, value]) => (
              <Group key={label} gap={4} wrap="nowrap">
                <Text component="dt" size="sm" c="ink.7">
                  {label}
                </Text>
                <Text component="dd" size="sm" fw={600} m={0}>
                  {i18n.number(value)}
                </Text>
              </Group>
            ))}
          </Group>
        </Stack>
        <Button
          component={Link}
          to={next.href}
          variant="light"
          aria-describedby={titleId}
          data-next-step={next.step}
        >
          {i18n._(next.label)}
        </Button>
      </Group>
    </Paper>
  );
}
