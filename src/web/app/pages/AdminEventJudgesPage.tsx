import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { paths } from '../../config/paths';
import { JudgeAssignment } from '../../features/eventAdmin/components/JudgeAssignment';
import { EVENT_JUDGES } from '../../features/eventAdmin/graphql/EventAssignments';
import { errorMessage } from '../../lib/errors/errorMessages';
import { PageLoader } from '../../lib/feedback/PageLoader';
import { useLocale } from '../../lib/i18n/useLocale';
import { usePageTitle } from '../../lib/i18n/usePageTitle';
import { PageContainer } from './PageContainer';

export function AdminEventJudgesPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Richter zuweisen`);
  const locale = useLocale();
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(EVENT_JUDGES, { variables: { id } });
  return (
    <PageContainer narrow>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Richter zuweisen</Trans>
        </Title>
        {data ? (
          <>
            <Anchor component={Link} to={paths.eventDetail.href(locale, { id })}>
              {data.event.title}
            </Anchor>
            <JudgeAssignment key={data.event.id} event={data.event} />
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
