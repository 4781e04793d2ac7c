import type { TypedDocumentNode } from '@apollo/client';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { paths } from '@web/config/paths';
import { ResultsNotAvailable } from '@web/features/results/components/ResultsNotAvailable';
import { type ResultsState, ResultsStatusNotice } from '@web/features/results/components/ResultsStatusNotice';
import { ResultViewNav } from '@web/features/results/components/ResultViewNav';
import { type ResultsFailure, useEventResults } from '@web/features/results/hooks/useEventResults';
import { RESULT_VIEW_LABELS, type ResultView } from '@web/features/results/resultTexts';
import type { EventSummaryFieldsFragment, ResultsStatus } from '@web/gql/graphql';
import { DataAsOf } from '@web/lib/feedback/DataAsOf';
import { PageLoader } from '@web/lib/feedback/PageLoader';
import { useLocale } from '@web/lib/i18n/useLocale';
import { type PageWithHead, pageTitle, usePageTitle } from '@web/lib/i18n/usePageTitle';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { PageContainer } from './PageContainer';
import './resultsPrint.css';
// The views' tables and filters: the pages outside the Apollo layout bring the styles they need.
import '@web/lib/forms/formStyles';
import { SHOW_TIME_ZONE } from '@shared/site';
import { eventTypeName, placeText } from '@web/lib/eventTexts/eventTexts';

interface ResultsFrameProps {
  view: ResultView;
  eventId: string;
  /** The event once its results are loaded; with it, `children` render. */
  event: EventSummaryFieldsFragment | undefined;
  /** Where the results stand: provisional or final, corrections, late ratings. */
  state?: ResultsState;
  loading: boolean;
  failure: ResultsFailure | null;
  error: unknown;
  /** The server could not be reached: what is shown is the answer fetched at `fetchedAt`. */
  stale: boolean;
  fetchedAt: number | undefined;
  onRetry: () => void;
  /** False where every printed piece names the event itself (the cage cards). */
  printHeading?: boolean;
  children: ReactNode;
}

/** The page of each view, whose title the page table writes. */
const VIEW_PAGES: Record<ResultView, PageWithHead> = {
  summary: 'resultDetail',
  list: 'resultList',
  cards: 'resultCards',
  breeders: 'resultBreeders',
  bestBreeder: 'resultBestBreeder',
};

/** The frame of every view of an event's results: heading, event facts, view links, states. */
function ResultsFrame({
  view,
  eventId,
  event,
  loading,
  failure,
  error,
  stale,
  fetchedAt,
  onRetry,
  printHeading = true,
  state,
  children,
}: ResultsFrameProps) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const label = i18n._(RESULT_VIEW_LABELS[view]);
  const summary = view === 'summary';
  usePageTitle(event ? `${pageTitle(i18n, VIEW_PAGES[view])} · ${event.title}` : pageTitle(i18n, 'results'));
  const facts = event
    ? [
        eventTypeName(i18n, event.eventType),
        i18n.date(event.eventStart, { dateStyle: 'long', timeZone: SHOW_TIME_ZONE }),
        placeText(event.location, locale),
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <PageContainer>
      <Stack gap="lg" data-print-root={view}>
        <div data-print-hide={printHeading ? undefined : ''}>
          {summary || !event ? (
            <Anchor component={Link} to={paths.results.href(locale)} size="sm" data-print-hide="">
              <Trans>Alle Ergebnisse</Trans>
            </Anchor>
          ) : (
            <Anchor component={Link} to={paths.resultDetail.href(locale, { resultId: eventId })} size="sm">
              {event.title}
            </Anchor>
          )}
          <Title order={1} mt={4}>
            {summary ? (event?.title ?? <Trans>Ergebnisse</Trans>) : label}
          </Title>
          {event && <Text c="dimmed">{facts}</Text>}
        </div>
        {event && !summary && <ResultViewNav eventId={eventId} current={view} />}
        {event && state && <ResultsStatusNotice eventId={eventId} summary={summary} state={state} />}
        {stale && (
          <div data-print-hide="">
            <DataAsOf fetchedAt={fetchedAt} failed />
          </div>
        )}
        {event ? (
          children
        ) : loading ? (
          <PageLoader />
        ) : (
          <ResultsNotAvailable
            failure={failure ?? 'other'}
            error={error}
            eventId={eventId}
            onRetry={onRetry}
          />
        )}
      </Stack>
    </PageContainer>
  );
}

/** What a view's answer says of where its results stand (ResultFrameFields). */
interface StateFields {
  event: EventSummaryFieldsFragment & {
    resultsStatus?: ResultsStatus | null;
    objectionDeadline?: string | null;
  };
  corrections?: readonly unknown[];
  lateRatings?: { pending: number; accepted: number };
}

interface ResultsViewProps<TResults extends StateFields, TVariables extends { eventId: string }> {
  view: ResultView;
  /** The view's query: the fields of `eventResults` it shows. */
  document: TypedDocumentNode<{ eventResults: TResults }, TVariables>;
  /** Its variables but the event's (a page, a filter). */
  variables?: Omit<TVariables, 'eventId'>;
  printHeading?: boolean;
  /** The view itself, once the results are there. */
  children: (results: TResults, eventId: string) => ReactNode;
}

/** A results page: the event of the address, its view's query, and the frame with its states. */
export function ResultsView<TResults extends StateFields, TVariables extends { eventId: string }>({
  view,
  document,
  variables,
  printHeading,
  children,
}: ResultsViewProps<TResults, TVariables>) {
  const { resultId = '' } = useParams();
  const { data, fetchedAt, loading, failure, error, stale, refetch } = useEventResults(document, {
    ...variables,
    eventId: resultId,
  } as TVariables);
  const results = data?.eventResults;
  return (
    <ResultsFrame
      view={view}
      eventId={resultId}
      event={results?.event}
      state={
        results && {
          resultsStatus: results.event.resultsStatus,
          objectionDeadline: results.event.objectionDeadline,
          changeCount: results.corrections?.length ?? 0,
          lateRatings: results.lateRatings,
        }
      }
      loading={loading}
      failure={failure}
      error={error}
      stale={stale}
      fetchedAt={fetchedAt}
      onRetry={() => void refetch()}
      printHeading={printHeading}
    >
      {results && children(results, resultId)}
    </ResultsFrame>
  );
}
