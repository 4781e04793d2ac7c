import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { CageNumbering } from '../../features/eventAdmin/components/CageNumbering';
import { ADMIN_CAGES } from '../../features/eventAdmin/graphql/EventAssignments';
import { errorMessage } from '../../lib/errors/errorMessages';
import { PageLoader } from '../../lib/feedback/PageLoader';
import { useLocale } from '../../lib/i18n/useLocale';
import { usePageTitle } from '../../lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function AdminCageAssignPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Käfige zuweisen`);
  const locale = useLocale();
  const { eventId = '' } = useParams();
  const { data, loading, error } = useQuery(ADMIN_CAGES, { variables: { eventId } });
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Käfige zuweisen</Trans>
        </Title>
        {data ? (
          <>
            <Anchor component={Link} to={paths.eventDetail.href(locale, { id: eventId })}>
              {data.event.title}
            </Anchor>
            <CageNumbering eventId={eventId} cages={data.eventCages} />
          </>
        ) : loading ? (
          <PageLoader />
        ) : (
          <Alert color="red.9" variant="light">
            <Text>{i18n._(errorMessage(error))}</Text>
          </Alert>
        )}
      </Stack>
    </PageContainer>
  );
}
