import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { seasonOf } from '@shared/seasonChampionship';
import { paths } from '@web/config/paths';
import { ResultEventList } from '@web/features/results/components/ResultEventList';
import { ResultToolbar } from '@web/features/results/components/ResultToolbar';
import { LATEST_RESULTS, useResultEvents } from '@web/features/results/hooks/useResultEvents';
import { DataAsOf } from '@web/lib/feedback/DataAsOf';
import { useLocale } from '@web/lib/i18n/useLocale';
import { pageTitle, usePageTitle } from '@web/lib/i18n/usePageTitle';
import { useNow } from '@web/lib/ssr/useNow';
import { Link } from 'react-router';
import { PageContainer } from './PageContainer';

export function ResultsPage() {
  const { i18n } = useLingui();
  usePageTitle(pageTitle(i18n, 'results'));
  const locale = useLocale();
  // The season now on the show's clock (the server's time while a rendered page is taken over).
  const season = useNow(seasonOf);
  const { items, fetchedAt, loading, error, refetch } = useResultEvents(LATEST_RESULTS);
  return (
    <PageContainer>
      <Stack gap="lg">
        <div>
          <Title order={1}>
            <Trans>Ergebnisse</Trans>
          </Title>
          <Text mt="xs" maw={720}>
            <Trans>
              Die Ergebnisse der beendeten Schauen, die neueste zuerst: Schausieger, Klassenlisten,
              Käfigkarten und die Wertung der Züchter.
            </Trans>
          </Text>
        </div>
        <Anchor component={Link} to={paths.resultSeason.href(locale, { season })} fw={600}>
          <Trans>Saisonwertung {season}</Trans>
        </Anchor>
        <DataAsOf fetchedAt={fetchedAt} failed={Boolean(error)} />
        {items && items.length > 0 && <ResultToolbar />}
        <ResultEventList
          items={items}
          loading={loading}
          failed={Boolean(error)}
          onRetry={() => void refetch()}
          headingOrder={2}
        />
      </Stack>
    </PageContainer>
  );
}
