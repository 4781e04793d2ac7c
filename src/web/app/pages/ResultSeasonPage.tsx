import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { isBestOf, isSeason } from '@shared/seasonChampionship';
import { paths } from '@web/config/paths';
import { ResultNotice } from '@web/features/results/components/ResultNotice';
import { SeasonRanking } from '@web/features/results/components/SeasonRanking';
import { RESULT_SEASON } from '@web/features/results/graphql/ResultSeason';
import { errorMessage } from '@web/lib/errors/errorMessages';
import { DataAsOf } from '@web/lib/feedback/DataAsOf';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { usePublicQuery } from '@web/lib/graphql/usePublicQuery';
import { useLocale } from '@web/lib/i18n/useLocale';
import { pageTitle, usePageTitle } from '@web/lib/i18n/usePageTitle';
import { LIST_PARAMS } from '@web/lib/paging/listParams';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundPage } from './NotFoundPage';
import { PageContainer } from './PageContainer';
import './resultsPrint.css';
// The table and the form: the pages outside the Apollo layout bring the styles they need.
import '@web/lib/forms/formStyles';

/** The season of the address; null for one there is no championship of (the server says 404). */
function seasonOfAddress(param: string | undefined): number | null {
  const season = Number(param);
  return /^\d+$/.test(param ?? '') && isSeason(season) ? season : null;
}

/** `?bestOf=3`; null (every show counts) for none, or for one the championship would refuse. */
function bestOfOfAddress(params: URLSearchParams): number | null {
  const given = params.get(LIST_PARAMS.bestOf);
  const bestOf = Number(given);
  return given && /^\d+$/.test(given) && isBestOf(bestOf) ? bestOf : null;
}

export function ResultSeasonPage() {
  const season = seasonOfAddress(useParams().season);
  return season === null ? <NotFoundPage /> : <SeasonPage season={season} />;
}

function SeasonPage({ season }: { season: number }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const [params] = useSearchParams();
  const bestOf = bestOfOfAddress(params);
  usePageTitle(pageTitle(i18n, 'resultSeason', { season }));
  const { data, fetchedAt, loading, error, refetch } = usePublicQuery(RESULT_SEASON, { season, bestOf });
  const seasonLink = (other: number) =>
    isSeason(other) ? paths.resultSeason.href(locale, { season: other }) : null;
  const [before, after] = [season - 1, season + 1];
  const [previous, next] = [seasonLink(before), seasonLink(after)];
  return (
    <PageContainer>
      <Stack gap="lg" data-print-root="season">
        <div>
          <Anchor component={Link} to={paths.results.href(locale)} size="sm" data-print-hide="">
            <Trans>Alle Ergebnisse</Trans>
          </Anchor>
          <Title order={1} mt={4}>
            <Trans>Saisonwertung {season}</Trans>
          </Title>
        </div>
        <Group component="nav" aria-label={t`Andere Saisons`} gap="lg" data-print-hide="">
          {previous && (
            <Anchor component={Link} to={previous}>
              <Trans>← Saison {before}</Trans>
            </Anchor>
          )}
          {next && (
            <Anchor component={Link} to={next}>
              <Trans>Saison {after} →</Trans>
            </Anchor>
          )}
        </Group>
        {data && error && (
          <div data-print-hide="">
            <DataAsOf fetchedAt={fetchedAt} failed />
          </div>
        )}
        {data ? (
          <SeasonRanking standings={data.seasonChampionship} shows={data.seasonShows} bestOf={bestOf} />
        ) : loading ? (
          <PageLoader />
        ) : (
          <ResultNotice tone="error">
            <Stack gap="xs" align="flex-start">
              <Text>{i18n._(errorMessage(error))}</Text>
              <Anchor component="button" type="button" onClick={() => void refetch()} fw={600}>
                <Trans>Erneut versuchen</Trans>
              </Anchor>
            </Stack>
          </ResultNotice>
        )}
      </Stack>
    </PageContainer>
  );
}
