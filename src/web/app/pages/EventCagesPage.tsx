import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { CageAssignment } from '../../features/events/components/CageAssignment';
import { EVENT_CAGES } from '../../features/events/graphql/EventCages';
import { errorMessage } from '../../lib/errors/errorMessages';
import { toRequestFailure } from '../../lib/errors/requestFailure';
import { PageLoader } from '../../lib/feedback/PageLoader';
import { useLocale } from '../../lib/i18n/useLocale';
import { usePageTitle } from '../../lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function EventCagesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Käfigzuweisung`);
  const locale = useLocale();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(EVENT_CAGES, { variables: { eventId: id } });
  const notFound = Boolean(error) && toRequestFailure(error).code === 'EVENT_NOT_FOUND';
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Käfigzuweisung</Trans>
        </Title>
        {data ? (
          <>
            <Anchor component={Link} to={paths.eventDetail.href(locale, { id })}>
              {data.event.title}
            </Anchor>
            <CageAssignment cages={data.eventCages} />
          </>
        ) : loading ? (
          <PageLoader />
        ) : (
          <Alert color="red.9" variant="light">
            <Text>{notFound ? t`Das Event konnte nicht gefunden werden` : i18n._(errorMessage(error))}</Text>
          </Alert>
        )}
      </Stack>
    </PageContainer>
  );
}
