import type { TypedDocumentNode } from '@apollo/client';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { paths } from '@web/config/paths';
import { ResultsNotAvailable } from '@web/features/results/components/ResultsNotAvailable';
import { ResultViewNav } from '@web/features/results/components/ResultViewNav';
import { type ResultsFailure, useEventResults } from '@web/features/results/hooks/useEventResults';
import { RESULT_VIEW_LABELS, type ResultView } from '@web/features/results/resultTexts';
import type { EventSummaryFieldsFragment } from '@web/gql/graphql';
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
  /** Late ratings still to be decided (the results are provisional) and accepted since. */
  lateRatings?: LateRatings;
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
  lateRatings,
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
        {event && lateRatings && <LateRatingsNotice counts={lateRatings} />}
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

interface LateRatings {
  pending: number;
  accepted: number;
}

/**
 * Whether the results may still change: late ratings the show office has not decided make them
 * provisional (on paper too); accepted ones are counted and said so.
 */
function LateRatingsNotice({ counts }: { counts: LateRatings }) {
  const { pending, accepted } = counts;
  if (pending > 0)
    return (
      <Alert color="terracotta" variant="light" title={<Trans>Vorläufige Ergebnisse</Trans>}>
        <Plural
          value={pending}
          one="Über # Bewertung, die nach dem Ende ankam, hat die Schauleitung noch nicht entschieden. Die Ergebnisse können sich noch ändern."
          other="Über # Bewertungen, die nach dem Ende ankamen, hat die Schauleitung noch nicht entschieden. Die Ergebnisse können sich noch ändern."
        />
      </Alert>
    );
  if (accepted > 0)
    return (
      <Text size="sm" c="ink.7">
        <Plural
          value={accepted}
          one="Nach dem Ende hat die Schauleitung # nachträgliche Bewertung angenommen; sie ist in diesen Ergebnissen enthalten."
          other="Nach dem Ende hat die Schauleitung # nachträgliche Bewertungen angenommen; sie sind in diesen Ergebnissen enthalten."
        />
      </Text>
    );
  return null;
}

interface ResultsViewProps<
  TResults extends { event: EventSummaryFieldsFragment; lateRatings?: LateRatings },
  TVariables extends { eventId: string },
> {
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
export function ResultsView<
  TResults extends { event: EventSummaryFieldsFragment; lateRatings?: LateRatings },
  TVariables extends { eventId: string },
>({ view, document, variables, printHeading, children }: ResultsViewProps<TResults, TVariables>) {
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
      lateRatings={results?.lateRatings}
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
