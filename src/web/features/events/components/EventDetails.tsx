import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { mdiArrowRight } from '@mdi/js';
import { CLASS_NAMES } from '@shared/classification';
import { countryName } from '@shared/country';
import { paths } from '@web/config/paths';
import type { EventDetailFieldsFragment } from '@web/gql/graphql';
import { EventStatusBadge } from '@web/lib/eventStatus/EventStatusBadge';
import { eventTypeName } from '@web/lib/eventTexts/eventTexts';
import { useLocale } from '@web/lib/i18n/useLocale';
import { Icon } from '@web/lib/icons/Icon';
import { useShowTime } from '@web/lib/showTime/useShowTime';
import { personName } from '@web/lib/text/personName';
import { Link } from 'react-router';

// In the show's own time zone, for every visitor and the page the server renders (useShowTime).
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

interface EventDetailsProps {
  event: EventDetailFieldsFragment;
  status: EventDetailFieldsFragment['status'];
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="ink.7" fw={600}>
        {label}
      </Text>
      <Text>{children}</Text>
    </div>
  );
}

/** The public facts of an event: dates, place, status, counts and classes (and for admins its creator). */
export function EventDetails({ event, status }: EventDetailsProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const showTime = useShowTime();
  const { location } = event;
  const street = [location.street, location.houseNumber].filter(Boolean).join(' ');
  const city = [location.zipCode, location.city].filter(Boolean).join(' ');
  const place = [street, city, location.country && countryName(location.country, locale)]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Text size="sm" fw={600} c="ink.7" tt="uppercase">
          {eventTypeName(i18n, event.eventType)}
        </Text>
        <EventStatusBadge status={status} />
      </Group>
      <Card withBorder radius="md" padding="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fact label={t`Beginn`}>
            <time dateTime={event.eventStart}>{showTime(event.eventStart, DATE_TIME)}</time>
          </Fact>
          <Fact label={t`Anmeldeschluss`}>
            <time dateTime={event.registrationDeadline}>
              {showTime(event.registrationDeadline, DATE_TIME)}
            </time>
          </Fact>
          <Fact label={t`Ort`}>{place || '–'}</Fact>
          {/* Only admins are told who created it (the API names nobody to others). */}
          {event.creator && <Fact label={t`Erstellt von`}>{personName(i18n, event.creator.shownName)}</Fact>}
          <Fact label={t`Anmeldungen`}>{i18n.number(event.registrationCount)}</Fact>
          <Fact label={t`Käfige`}>{i18n.number(event.cageCount)}</Fact>
        </SimpleGrid>
      </Card>
      {event.description && (
        <section>
          <Title order={2} size="h3" mb="xs">
            <Trans>Beschreibung</Trans>
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{event.description}</Text>
        </section>
      )}
      {event.classes.length > 0 && (
        <section>
          <Title order={2} size="h3" mb="xs">
            <Trans>Klassen</Trans>
          </Title>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {event.classes.map((eventClass) => {
              const count = eventClass.registrationCount;
              const judges = eventClass.judges.map((judge) => personName(i18n, judge.shownName)).join(', ');
              // Plain text in the item, no component per class: a show has up to 14 classes, and the
              // browser takes each component over again when it takes the rendered page over.
              return (
                <li key={eventClass.code}>
                  <strong>{i18n._(CLASS_NAMES[eventClass.code])}</strong>:{' '}
                  {t`${plural(count, { one: '# Anmeldung', other: '# Anmeldungen' })}`}
                  {judges && ` · ${t`Richter: ${judges}`}`}
                </li>
              );
            })}
          </Stack>
        </section>
      )}
      {event.cageCount > 0 && (
        <div>
          <Button
            component={Link}
            to={paths.eventCages.href(locale, { id: event.id })}
            variant="light"
            rightSection={<Icon path={mdiArrowRight} />}
          >
            <Trans>Käfigzuweisung ansehen</Trans>
          </Button>
        </div>
      )}
    </Stack>
  );
}
