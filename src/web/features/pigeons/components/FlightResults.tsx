import { useQuery } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { PigeonFlightResultsQuery } from '@web/gql/graphql';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { FormError } from '@web/lib/forms/FormError';
import { formatKm, SEX_LABELS } from '@web/lib/pigeonClasses/classLabels';
import { PIGEON_FLIGHT_RESULTS } from '../graphql/PigeonFlightResults';
import { ClassBadge } from './ClassBadge';
import classes from './PigeonList.module.css';

type FlightResult = PigeonFlightResultsQuery['pigeon']['flightResults'][number];

/** One flight: date and release location, then distance, place among participants, average, year. */
function FlightResultItem({ result }: { result: FlightResult }) {
  const { i18n } = useLingui();
  const date = i18n.date(`${result.date}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  const distance = formatKm(i18n, result.distanceKm);
  const average = result.averageDistanceKm === null ? null : formatKm(i18n, result.averageDistanceKm);
  const { ranking, participants, year } = result;
  return (
    <li className={classes.result}>
      <Text fw={600}>
        {date} · {result.releaseLocation}
      </Text>
      <Text size="sm">
        <Trans>
          {distance} km · Platz {ranking} / {participants}
        </Trans>
        {average !== null && <Trans> · Durchschnitt {average} km</Trans>}
        <Trans> · Jahr {year}</Trans>
      </Text>
    </li>
  );
}

/** A pigeon's class and every flight result, loaded with `pigeon(id)` when opened. */
export function FlightResults({ pigeonId, season }: { pigeonId: string; season: number }) {
  const { i18n } = useLingui();
  const { data, loading, error } = useQuery(PIGEON_FLIGHT_RESULTS, {
    variables: { id: pigeonId, season },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <FormError message={errorMessage(error)} />;
  if (loading && !data) return <PageLoader />;
  if (!data) return null;
  const { pigeon } = data;
  return (
    <Stack gap="md">
      <div>
        <Text size="sm" mb={4}>
          {i18n._(SEX_LABELS[pigeon.sex])} · {pigeon.color} · <Trans>Klasse {season}</Trans>
        </Text>
        <ClassBadge classification={pigeon.classification} />
      </div>
      {pigeon.flightResults.length === 0 ? (
        <Text c="dimmed">
          <Trans>
            Noch keine Flugergebnisse. Der Verband importiert sie aus den Preisflug-Listen; fehlt ein Flug,
            wenden Sie sich an die Geschäftsstelle.
          </Trans>
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            <Plural value={pigeon.flightResults.length} one="# Flugergebnis" other="# Flugergebnisse" />
          </Text>
          <ul className={classes.results}>
            {pigeon.flightResults.map((result) => (
              <FlightResultItem key={result.id} result={result} />
            ))}
          </ul>
        </>
      )}
    </Stack>
  );
}
